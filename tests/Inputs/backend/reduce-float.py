"""Host reference for tests/backend/wave-reduce-float.ll. `reduce-float.py gen PATH N SEED`
writes N floats of mixed magnitudes and signs (so the order of the additions shows in the
rounding); `reduce-float.py check IN OUT WAVES` checks OUT (per work-item: fadd, fsub, fmin,
fmax of its wave, every lane active) against LLVM's definition: each operation folded over the
lanes in order, in f32, from -0.0 (fadd), +0.0 (fsub) or NaN (fmin/fmax, IEEE minNum/maxNum).
Exit 1 on a difference."""
import math
import random
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


if sys.argv[1] == "gen":
    path, n, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    vals = [f32(rng.choice([1, -1]) * rng.uniform(1, 2) * 2.0 ** rng.randrange(-30, 30)) for _ in range(n)]
    open(path, "wb").write(struct.pack("<%df" % n, *vals))
    sys.exit(0)
xs = struct.unpack("<%df" % (len(open(sys.argv[2], "rb").read()) // 4), open(sys.argv[2], "rb").read())
waves = int(sys.argv[4])
got = struct.unpack("<%df" % (4 * 64 * waves), open(sys.argv[3], "rb").read()[: 16 * 64 * waves])
bad = 0
for w in range(waves):
    lanes = xs[64 * w : 64 * w + 64]
    add, sub, lo, hi = -0.0, 0.0, math.nan, math.nan
    for x in lanes:
        add, sub = f32(add + x), f32(sub - x)
        lo = x if math.isnan(lo) else min(lo, x)
        hi = x if math.isnan(hi) else max(hi, x)
    for lane in range(64):
        i = 64 * w + lane
        for k, want in enumerate([add, sub, lo, hi]):
            g = got[4 * i + k]
            if struct.pack("<f", g) != struct.pack("<f", want):
                bad += 1
                if bad <= 10:
                    print(f"work-item {i} op {k}: got {g!r}, want {want!r}")
sys.exit(1 if bad else 0)
