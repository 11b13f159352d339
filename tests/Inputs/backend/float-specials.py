"""Writes RECORDS records of floats to PATH, each laid out as the LAYOUT items say (`f16x4`:
four halves, `f32x8`, `f64x2`, `pad8`: eight zero bytes), each value a special one half the
time (zeros of both signs, ±1, infinities, quiet NaNs of both signs, the smallest denormal, the
largest finite value) and random bits otherwise, so min/max-like operations meet every pairing.
Usage: float-specials.py PATH RECORDS SEED LAYOUT..."""
import math
import random
import struct
import sys

FMT = {"f16": "<e", "f32": "<f", "f64": "<d"}
SPECIAL = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, -math.nan]
TINY = {"f16": 2.0 ** -24, "f32": 2.0 ** -149, "f64": 5e-324}
BIG = {"f16": 65504.0, "f32": 3.4028234663852886e38, "f64": 1.7976931348623157e308}

path, records, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
layout = [(t, int(n)) for t, n in (item.split("x") if "x" in item else (item[:3], item[3:])
                                   for item in sys.argv[4:])]
rng = random.Random(seed)
out = bytearray()
for _ in range(records):
    for t, n in layout:
        if t == "pad":
            out += bytes(n)
            continue
        size = struct.calcsize(FMT[t])
        for _ in range(n):
            if rng.random() < 0.5:
                v = rng.choice(SPECIAL + [TINY[t], -TINY[t], BIG[t]])
                out += struct.pack(FMT[t], v)
            else:
                out += rng.getrandbits(8 * size).to_bytes(size, "little")
with open(path, "wb") as f:
    f.write(out)
