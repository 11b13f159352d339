"""Inputs and host references for tests/backend/intrinsic-coverage.ll.

    cube_mad.py inputs PATH N SEED   N f32 values: random magnitudes and signs, zeros, ties
                                     of magnitude, denormals, products that underflow
    cube_mad.py cube IN OUT          OUT (4 f32 per direction (x, y, z) = IN[3i..3i+3]):
                                     v_cubeid/sc/tc/ma as the ISA's pseudo-code defines them
    cube_mad.py mad IN OUT           OUT[i] = v_mad_f32(IN[i], IN[i+1], IN[i+2]) for i < N-2:
                                     inputs, product and sum flushed to zero when denormal,
                                     the product rounded to f32 before the sum
Exits 1, naming the first difference, when OUT differs from the reference."""
import math
import random
import struct
import sys


def f32(x):
    """x rounded to the nearest f32 (ties to even), as a Python float."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def flush(x):
    return math.copysign(0.0, x) if abs(x) < 2.0**-126 else x


def inputs(path, n, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        kind = rng.randrange(6)
        if kind == 0:
            v = rng.choice([0.0, -0.0, 1.0, -1.0, 0.5, 2.0**-140, -(2.0**-130), 2.0**-70, 3.0])
        elif kind == 1:
            v = rng.uniform(-1, 1) * 2.0 ** rng.randrange(-140, -110)  # denormals and near
        elif kind == 2 and out:
            v = -out[-1] if rng.random() < 0.5 else out[-1]  # equal magnitudes
        else:
            v = rng.uniform(-8, 8) * 2.0 ** rng.randrange(-70, 40)
        out.append(f32(v))
    with open(path, "wb") as f:
        f.write(struct.pack(f"<{n}f", *out))


def cube(x, y, z):
    if abs(z) >= abs(x) and abs(z) >= abs(y):
        return (5.0 if z < 0 else 4.0, -x if z < 0 else x, -y, 2 * z)
    if abs(y) >= abs(x):
        return (3.0 if y < 0 else 2.0, x, -z if y < 0 else z, 2 * y)
    return (1.0 if x < 0 else 0.0, z if x < 0 else -z, -y, 2 * x)


def mad(a, b, c):
    p = flush(f32(flush(a) * flush(b)))
    return flush(f32(p + flush(c)))


def check(got, want):
    for i, (g, w) in enumerate(zip(got, want)):
        if struct.pack("<f", g) != struct.pack("<f", f32(w)):
            print(f"element {i}: got {g!r}, want {f32(w)!r}")
            sys.exit(1)


mode = sys.argv[1]
if mode == "inputs":
    inputs(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    sys.exit(0)
data = open(sys.argv[2], "rb").read()
vals = struct.unpack(f"<{len(data) // 4}f", data)
res = open(sys.argv[3], "rb").read()
got = struct.unpack(f"<{len(res) // 4}f", res)
if mode == "cube":
    want = [r for i in range(len(vals) // 3) for r in cube(*vals[3 * i : 3 * i + 3])]
    check(got[: len(want)], want)
else:
    want = [mad(vals[i], vals[i + 1], vals[i + 2]) for i in range(len(vals) - 2)]
    check(got[: len(want)], want)
