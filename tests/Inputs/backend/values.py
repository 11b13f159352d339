"""Writes N little-endian integers of BITS bits to PATH: boundary values (0, 1, -1, powers of
two and their neighbours, the extremes) mixed with random ones of random magnitude, so that
every path of a multi-word algorithm is taken. Usage: values.py PATH N BITS SEED [nonzero]"""
import random
import sys

path, n, bits, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
nonzero = len(sys.argv) > 5 and sys.argv[5] == "nonzero"
rng = random.Random(seed)
mask = (1 << bits) - 1
special = [0, 1, 2, 3, 7, mask, mask - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1, (1 << (bits - 1)) + 1]
if bits > 32:
    special += [0xFFFFFFFF, 1 << 32, (1 << 32) + 1, 1000003, 0x80000001]
values = []
for i in range(n):
    kind = rng.randrange(4)
    if kind == 0:
        v = rng.choice(special)
    elif kind == 1:
        v = rng.getrandbits(bits) >> rng.randrange(bits)
    elif kind == 2:
        v = rng.getrandbits(bits)
    else:
        v = -rng.getrandbits(bits // 4) & mask
    if nonzero and v == 0:
        v = 1
    values.append(v & mask)
with open(path, "wb") as f:
    for v in values:
        f.write(v.to_bytes(bits // 8, "little"))
