"""Host reference for tests/backend/cvt-pknorm.ll. `pknorm.py gen PATH N SEED` writes N float
pairs (specials, values in and around [-1, 1] including the halfway points of the 16-bit
grids, random bits); `pknorm.py check IN OUT` checks OUT: per pair, the snorm then the unorm
dword (each element clamped to [-1, 1] or [0, 1], scaled by 32767 or 65535 in f32, rounded to
nearest even; NaN 0). Exit 1 on a difference."""
import math
import random
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def norm(x, signed):
    if math.isnan(x):
        return 0
    lo, scale = (-1.0, 32767.0) if signed else (0.0, 65535.0)
    r = round(f32(min(max(x, lo), 1.0) * scale))  # Python rounds halves to even
    return r & 0xFFFF


if sys.argv[1] == "gen":
    path, n, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    special = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, math.inf, -math.inf, math.nan, 2.0 ** -149, 1.5, -3.0]
    out = bytearray()
    for _ in range(2 * n):
        k = rng.randrange(4)
        if k == 0:
            v = rng.choice(special)
        elif k == 1:
            v = rng.uniform(-1.25, 1.25)
        elif k == 2:
            v = (rng.randrange(-65535, 65536) + 0.5) / rng.choice([32767.0, 65535.0])
        else:
            v = struct.unpack("<f", struct.pack("<I", rng.getrandbits(32)))[0]
        out += struct.pack("<f", v)
    open(path, "wb").write(out)
    sys.exit(0)
data = open(sys.argv[2], "rb").read()
xs = struct.unpack("<%df" % (len(data) // 4), data)
got = struct.unpack("<%dI" % len(xs), open(sys.argv[3], "rb").read()[: 4 * len(xs)])
bad = 0
for i in range(len(xs) // 2):
    a, b = xs[2 * i], xs[2 * i + 1]
    want = [norm(a, True) | norm(b, True) << 16, norm(a, False) | norm(b, False) << 16]
    for k in range(2):
        if got[2 * i + k] != want[k]:
            bad += 1
            if bad <= 10:
                print(f"pair {i} ({a!r}, {b!r}) {'un'[:2 * k] if k else 's'}norm: got {got[2 * i + k]:#010x}, want {want[k]:#010x}")
sys.exit(1 if bad else 0)
