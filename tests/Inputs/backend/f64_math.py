"""Runs a kernel of tests/backend/math-f64.ll (out[i] = FN(in[i]) in double precision, which
llc-22 cannot compile: the oracle is the host) on kcc's emulator and checks every result within
OpenCL's ulps of Python's math.FN (3 for exp and log, 4 for sin and cos, 16 for pow); infinities,
zeros and NaN must match exactly (pow: with the sign of zeros and infinities). sin and cos are measured against the exact value instead (x reduced by a
1400-bit pi in fractions, the series in fixed point 200 bits below r), and must also be within 4 ulp of
the host's libm wherever libm is within 1 ulp of it: glibc's cos is 8 ulp off at the double
closest to a multiple of pi/2.

  f64_math.py KCC KCC_OBJ WORKDIR FN     (FN: exp, exp2, exp10, log, log2, log10, sin, cos,
                                         pow; kernel FN_f64, pow's input pairs (x, y))
"""
import math
from fractions import Fraction
import os
import random
import struct
import subprocess
import sys

kcc, obj, work, fn = sys.argv[1:5]
rng = random.Random(64)
vals = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 1e-300, -1e-300, 5e-324, 1e-17, -1e-17, math.inf, -math.inf,
        math.nan, 709.782712893384, 709.78271289338397, 709.7827128933841, -745.1332191019411,
        -745.1332191019412, -745.13321910194122, -745.14, -708.39641853226408, -708.4, -720.5,
        710.0, -746.0, 1e300, -1e300, math.log(2), -math.log(2), 0.34657359027997264, -0.3465735902799727]
for k in range(-1074, 1024, 7):  # around multiples of ln 2
    x = k * math.log(2)
    vals += [x, math.nextafter(x, math.inf), math.nextafter(x, -math.inf), x + math.log(2) / 2]
while len(vals) < 4096:
    c = rng.randrange(4)
    if c == 0:
        vals.append(rng.uniform(-745.2, 709.8))
    elif c == 1:
        vals.append(rng.uniform(-1, 1))
    elif c == 2:
        vals.append(math.ldexp(rng.uniform(-1, 1), rng.randrange(-60, 10)))
    else:
        vals.append(struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0])
if fn in ("exp2", "exp10"):
    # The same kinds of inputs, in the function's own range.
    r = math.log(2) if fn == "exp2" else math.log(10)
    vals = [v / r if math.isfinite(v) and abs(v) < 1e300 else v for v in vals]
    vals += [1024.0, 1023.9999999999999, -1074.0, -1075.0, -1074.5, 308.2547155599167, -323.6, -307.65, 0.5, 3.0, -3.0]
    vals = vals[-11:] + vals[:-11]
if fn in ("log", "log2", "log10"):
    vals = [0.0, -0.0, 1.0, -1.0, 5e-324, 2.2250738585072014e-308, 2.225073858507201e-308,
            1.7976931348623157e308, math.inf, -math.inf, math.nan, 0.7071067811865475,
            0.7071067811865476, 1.4142135623730951, 1 + 2 ** -52, 1 - 2 ** -53, 2.0, 0.5, 10.0]
    for e in range(-1074, 1024, 3):
        x = 2.0 ** e
        vals += [x, math.nextafter(x, math.inf), math.nextafter(x, 0), x * 1.4142135623730951]
    while len(vals) < 4096:
        c = rng.randrange(4)
        if c == 0:
            vals.append(rng.uniform(0.5, 2))
        elif c == 1:
            vals.append(1 + rng.uniform(-1e-6, 1e-6))
        elif c == 2:
            vals.append(math.ldexp(rng.uniform(0.5, 1), rng.randrange(-1074, 1024)))
        else:
            vals.append(struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0])
if fn in ("sin", "cos"):
    vals = [0.0, -0.0, math.inf, -math.inf, math.nan, 5e-324, -5e-324, 1e-300, 2.0 ** -27,
            math.nextafter(2.0 ** -27, 0), 1e-8, -1e-8, 0.5, 1.0, -1.0, 2.0 ** 30,
            math.nextafter(2.0 ** 30, 0), 2.0 ** 945, math.nextafter(2.0 ** 945, 0),
            1.7976931348623157e308, -1.7976931348623157e308, 1e22, 6381956970095103 * 2.0 ** 797]
    for k in list(range(-40, 41)) + [rng.randrange(-2 ** 40, 2 ** 40) for _ in range(200)]:
        x = k * math.pi / 2  # near multiples of pi/2 and pi/4
        vals += [x, math.nextafter(x, math.inf), math.nextafter(x, -math.inf), x + math.pi / 4]
    while len(vals) < 4096:
        c = rng.randrange(5)
        if c == 0:
            vals.append(rng.uniform(-10, 10))
        elif c == 1:
            vals.append(rng.uniform(-1, 1) * 2.0 ** rng.randrange(-30, 30))
        elif c == 2:
            vals.append(rng.uniform(-1, 1) * 2.0 ** rng.randrange(28, 60))
        elif c == 3:
            vals.append(rng.uniform(-1, 1) * 2.0 ** rng.randrange(60, 1024))
        else:
            vals.append(struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0])
if fn == "pow":
    # Pairs (x, y): every pairing of special values, then finite ones whose results cover
    # the range, near overflow and underflow included.
    sp = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, math.inf, -math.inf, math.nan,
          5e-324, 1.7976931348623157e308, 1 + 2 ** -52, 1 - 2 ** -53, 2.0 ** 53, 2.0 ** 53 + 2, 1023.0, -1075.0]
    vals = [(a, b) for a in sp for b in sp]
    while len(vals) < 4096:
        c = rng.randrange(5)
        if c == 0:
            vals.append((rng.uniform(0, 10), rng.uniform(-40, 40)))
        elif c == 1:  # near 1 to a large power
            x = 1 + rng.uniform(-1, 1) * 2.0 ** rng.randrange(-50, -1)
            vals.append((x, rng.uniform(-1070, 1020) / math.log2(x) if x != 1 else 3.0))
        elif c == 2:  # negative x, integer y
            vals.append((-rng.uniform(0, 100), float(rng.randrange(-150, 150))))
        elif c == 3:  # any exponent, results around the whole range
            x = math.ldexp(rng.uniform(0.5, 1), rng.randrange(-1074, 1024))
            vals.append((x, rng.uniform(-1074, 1023) / math.log2(x) if x != 1 else 2.0))
        else:
            vals.append((rng.uniform(0, 2), rng.uniform(-2000, 2000)))
    vals = [v for pair in vals[:2048] for v in pair]
vals = vals[:4096]
inp, out = os.path.join(work, "in.bin"), os.path.join(work, "out.bin")
open(inp, "wb").write(struct.pack("<%dd" % len(vals), *vals))
open(out, "wb").write(bytes(8 * len(vals)))
n = len(vals) // 2 if fn == "pow" else len(vals)
subprocess.run([kcc, "run", obj, "--kernel", fn + "_f64", "--grid", str(n), "--block", "64",
                "--arg", "buf:" + out, "--arg", "buf:" + inp, "--out-dir", work], check=True)
got = struct.unpack("<%dd" % len(vals), open(os.path.join(work, "arg0.bin"), "rb").read())[:n]


def pow_ref(x, y):
    """C's pow (Python's math.pow raises where C returns infinities or NaN)."""
    odd = math.isfinite(y) and y == math.floor(y) and abs(y) < 2.0 ** 53 and int(y) % 2 == 1
    try:
        return math.pow(x, y)
    except OverflowError:
        return -math.inf if x < 0 and odd else math.inf
    except ValueError:
        if x == 0:  # to a negative power
            return math.copysign(math.inf, x) if odd else math.inf
        return math.nan


if fn == "pow":
    vals = list(zip(vals[0::2], vals[1::2]))


def exact_pi(bits):
    """pi as a Fraction to `bits` bits (Machin's formula in integers)."""
    def arctan_inv(n):
        s, t, k = 0, (1 << bits) // n, 0
        while t:
            s += t // (2 * k + 1) if k % 2 == 0 else -(t // (2 * k + 1))
            t //= n * n
            k += 1
        return s
    return Fraction(16 * arctan_inv(5) - 4 * arctan_inv(239), 1 << bits)


PI = exact_pi(1400) if fn in ("sin", "cos") else None


def exact_sin_cos(x):
    """sin(x) or cos(x) (by fn) of a finite double, correctly rounded."""
    q = Fraction(x) / (PI / 2)
    n = round(q)
    r = (q - n) * (PI / 2)
    # 200 bits below r's leading one (sin of a tiny r is about r).
    lead = r.numerator.bit_length() - r.denominator.bit_length() if r else 0
    one = 1 << (200 + max(0, -lead))
    rf = r.numerator * one // r.denominator
    # sin r and cos r in fixed point 200 bits below r.
    sn, cs, term, k = 0, 0, one, 0
    while term:
        if k % 2 == 0:
            cs += term if k % 4 == 0 else -term
        else:
            sn += term if k % 4 == 1 else -term
        k += 1
        term = term * rf // (one * k)
    n = (n + (1 if fn == "cos" else 0)) % 4
    v = [sn, cs, -sn, -cs][n]
    if fn == "sin" and x == 0:
        return x
    return float(Fraction(v, one))


def ulp(y):
    e = math.frexp(abs(y))[1] - 1 if y else -1022
    return 2.0 ** (max(e, -1022) - 52)


worst, bad = 0.0, []
bound = {"sin": 4, "cos": 4, "pow": 16}.get(fn, 3)
for x, g in zip(vals, got):
    if fn == "pow":
        want = pow_ref(*x)
        if math.isnan(want) or math.isinf(want) or want == 0 or math.isnan(g) or math.isinf(g) or g == 0:
            ok = (math.isnan(want) and math.isnan(g)) or (g == want and math.copysign(1, g) == math.copysign(1, want))
            ok = ok or (math.isfinite(g) and abs(g - want) <= bound * ulp(want if want and not math.isinf(want) else g))
        else:
            err = abs(g - want) / ulp(want)
            worst = max(worst, err)
            ok = err <= bound
        if not ok:
            bad.append((x, g, want))
        continue
    try:
        want = {"exp": math.exp, "log": math.log, "exp2": lambda v: 2.0 ** v, "exp10": lambda v: 10.0 ** v,
                "log2": math.log2, "log10": math.log10, "sin": math.sin, "cos": math.cos}[fn](x)
    except OverflowError:
        want = math.inf
    except ValueError:  # log of a negative number or of 0, sin or cos of an infinity
        want = -math.inf if x == 0 and fn.startswith("log") else math.nan
    if fn in ("sin", "cos") and math.isfinite(x):
        libm, want = want, exact_sin_cos(x)
        if abs(libm - want) <= ulp(want) and abs(g - libm) > bound * ulp(want):
            bad.append((x, g, libm))
    if math.isnan(want) or math.isinf(want) or want == 0 or math.isnan(g) or math.isinf(g) or g == 0:
        ok = (math.isnan(want) and math.isnan(g)) or g == want
        # A result within 3 ulp of the smallest denormal may round to 0, and one near the
        # largest value to it.
        ok = ok or abs(g - want) <= bound * ulp(want if want and not math.isinf(want) else g)
    else:
        err = abs(g - want) / ulp(want)
        worst = max(worst, err)
        ok = err <= bound
    if not ok:
        bad.append((x, g, want))
print("%s f64: %d inputs, max error %.3f ulp" % (fn, len(vals), worst))
for x, g, w in bad[:10]:
    print("  %s(%r) = %r, want %r" % (fn, x, g, w))
sys.exit(1 if bad else 0)
