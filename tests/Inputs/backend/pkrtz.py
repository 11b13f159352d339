"""Host reference for tests/backend/cvt-pkrtz.ll: IN holds float pairs, OUT each pair as two
halves rounded toward zero (past the largest finite half, the largest finite half; NaN any
NaN). Usage: pkrtz.py IN OUT; exit 1 on a difference."""
import math
import struct
import sys
from fractions import Fraction


def rtz(x):
    if math.isnan(x):
        return None
    if math.isinf(x):
        return 0x7C00 | (0x8000 if x < 0 else 0)
    a = Fraction(abs(x))
    if a >= 65504:
        v = 65504.0
    else:
        e = a.numerator.bit_length() - a.denominator.bit_length() if a else -25
        if a and Fraction(2) ** e > a:
            e -= 1
        quantum = Fraction(2) ** (max(e, -14) - 10)
        v = float(math.floor(a / quantum) * quantum)
    bits = struct.unpack("<H", struct.pack("<e", v))[0]
    return bits | (0x8000 if math.copysign(1, x) < 0 else 0)


xs = struct.unpack("<%df" % (len(open(sys.argv[1], "rb").read()) // 4), open(sys.argv[1], "rb").read())
got = struct.unpack("<%dH" % len(xs), open(sys.argv[2], "rb").read()[: 2 * len(xs)])
bad = 0
for x, g in zip(xs, got):
    w = rtz(x)
    ok = (g & 0x7C00 == 0x7C00 and g & 0x3FF != 0) if w is None else g == w
    if not ok:
        bad += 1
        if bad <= 10:
            print("%r: got %#06x, want %s" % (x, g, "NaN" if w is None else "%#06x" % w))
print("%d of %d differ" % (bad, len(xs)))
sys.exit(1 if bad else 0)
