# f64 inputs for f64 -> f16 rounding: every f16 exponent (subnormals and overflow included),
# random mantissas, exact halfway cases and values one f64 ulp off them (where rounding
# through f32 would go wrong), zeros, infinities and NaNs. argv[1]: 4096 doubles (32 KiB);
# argv[2]: an output buffer of 8 KiB.
import math, random, struct, sys
r = random.Random(11)
vals = [0.0, -0.0, math.inf, -math.inf, 65504.0, 65519.99, 65520.0, 2.0**-24, 2.0**-25, 2.0**-26, 3 * 2.0**-26, 1e300, -1e-300]
raw = [0x7FF8000000000001, 0x7FF0000000000001, 0xFFF4000000000000, 0x7FFFFFFFFFFFFFFF]
while len(vals) + len(raw) < 4096:
    e = r.randint(-28, 17)
    kind = r.randint(0, 3)
    if kind == 0:  # random mantissa
        v = math.ldexp(1 + r.random(), e)
    else:  # an f16 halfway point (11 bits + 1), maybe one f64 ulp off
        m = r.getrandbits(11) | 1 << 11 | 1
        v = math.ldexp(m, e - 11)
        if kind == 2:
            v = math.nextafter(v, math.inf)
        elif kind == 3:
            v = math.nextafter(v, -math.inf)
    vals.append(-v if r.random() < 0.5 else v)
data = b"".join(struct.pack("<d", v) for v in vals) + b"".join(struct.pack("<Q", q) for q in raw)
open(sys.argv[1], "wb").write(data)
open(sys.argv[2], "wb").write(bytes(8192))
