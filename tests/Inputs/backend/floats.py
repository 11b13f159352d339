"""Writes N little-endian floats of BITS (32 or 64) bits to PATH: special values (zeros,
infinities, NaN, denormals, the extremes, values near powers of two) mixed with random ones
over the whole exponent range. Usage: floats.py PATH N BITS SEED [positive]"""
import random
import struct
import sys

path, n, bits, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
positive = len(sys.argv) > 5 and sys.argv[5] == "positive"
rng = random.Random(seed)
fmt, ebits, mbits = ("<f", 8, 23) if bits == 32 else ("<d", 11, 52)
ibits = "<I" if bits == 32 else "<Q"
special = [0.0, -0.0, float("inf"), float("-inf"), float("nan"), 1.0, -1.0, 2.0, 0.5, 3.0, 1e-3]
special_bits = [1, (1 << mbits) - 1, 1 << mbits, ((1 << ebits) - 2) << mbits | ((1 << mbits) - 1)]
with open(path, "wb") as f:
    for i in range(n):
        kind = rng.randrange(4)
        if kind == 0:
            data = struct.pack(fmt, rng.choice(special))
        elif kind == 1:
            data = struct.pack(ibits, rng.choice(special_bits))
        elif kind == 2:
            data = struct.pack(ibits, rng.getrandbits(bits - 1))
        else:
            data = struct.pack(fmt, rng.uniform(-1000, 1000))
        if positive:
            word = struct.unpack(ibits, data)[0] & ((1 << (bits - 1)) - 1)
            data = struct.pack(ibits, word)
        f.write(data)
