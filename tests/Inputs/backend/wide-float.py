"""Writes the inputs of wide-int-float.ll: IN, 1024 little-endian i128 values (random widths,
powers of two and their neighbours, values whose f32/f64 rounding is a tie broken only by low
bits, the extremes) and FLOATS, 1024 pairs of doubles: one in the i128 range (both signs), one
positive in the u128 range that f32 holds. Usage: wide-float.py IN FLOATS SEED"""
import random
import struct
import sys

ints_path, floats_path, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(seed)
SPECIAL = [0, 1, 1 << 127, (1 << 127) - 1, (1 << 128) - 1, 1 << 64, (1 << 64) - 1, (1 << 24) + 1,
           ((1 << 25) + 1) << 80, ((1 << 53) + 1) << 60, (0x800001 << 90) | 1, 0x800001 << 90]
ints = []
for _ in range(1024):
    kind = rng.randrange(6)
    if kind == 0:
        v = rng.getrandbits(128)
    elif kind == 1:
        v = rng.getrandbits(rng.randrange(1, 129))
    elif kind == 2:
        v = (1 << rng.randrange(128)) + rng.choice([0, 1, -1])
    elif kind == 3:
        v = rng.getrandbits(64)
    elif kind == 4:
        v = (1 << 128) - rng.getrandbits(rng.randrange(1, 100))
    else:
        v = rng.choice(SPECIAL)
    ints.append(v % (1 << 128))
with open(ints_path, "wb") as f:
    f.write(b"".join(v.to_bytes(16, "little") for v in ints))
floats = []
for _ in range(1024):
    d = rng.choice([rng.uniform(-2.0**126, 2.0**126), rng.uniform(-2.0**70, 2.0**70),
                    rng.uniform(-1e6, 1e6), float(rng.getrandbits(100)), -float(rng.getrandbits(127)),
                    0.0, -0.0, 2.0**64, 2.0**64 - 2048, 2.0**63])
    g = rng.choice([rng.uniform(0, 2.0**127), float(rng.getrandbits(90)), rng.uniform(0, 1e5),
                    2.0**64, 2.0**100])
    floats += [d, g]
with open(floats_path, "wb") as f:
    f.write(b"".join(struct.pack("<d", x) for x in floats))
