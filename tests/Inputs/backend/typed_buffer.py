"""Inputs and the host reference for tests/backend/typed-buffer.ll.

  typed_buffer.py inputs DIR            write DIR/bytes (1024 bytes for the loads: no 16-bit
                                        word is an f16 infinity or NaN), DIR/floats (128 x 4
                                        floats, the last two of each within f16's range) and
                                        DIR/out (8192 zero bytes)
  typed_buffer.py check KERNEL DIR OUT  compare OUT, the output buffer of KERNEL, with what the
                                        formats mean, computed here; exit 1 on a difference

unorm and snorm components are the rational value b / (2^n - 1) (snorm: s / (2^(n-1) - 1),
at least -1) rounded to the nearest f32, scaled ones the integer as a float, sint ones
sign-extended, f16 ones widened; stores of f32 into f16 round to nearest even.
"""

import math
import random
import struct
import sys
from fractions import Fraction

N = 128


def round_exact(x, mant, emin, emax):
    """x (a Fraction) rounded to nearest even in a binary format with `mant` fraction bits and
    normal exponents emin..emax, as a float."""
    if x == 0:
        return 0.0
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    quantum = Fraction(2) ** (max(e, emin) - mant)
    v = round(a / quantum) * quantum
    if v >= Fraction(2) ** (emax + 1):
        v = math.inf
    return math.copysign(float(v), x)


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f32(q):
    """The f32 bits of a Fraction, exactly rounded."""
    return f32_bits(round_exact(Fraction(q), 23, -126, 127))


def half_bits(x):
    """f32 value x rounded to nearest even to f16 bits (within f16's range)."""
    h = round_exact(Fraction(x), 10, -14, 15)
    return struct.unpack("<H", struct.pack("<e", h))[0]


def sext(v, n):
    return v - (1 << n) if v >> (n - 1) else v


def unorm(b, n):
    return f32(Fraction(b, (1 << n) - 1))


def snorm(b, n):
    return f32(max(Fraction(sext(b, n), (1 << (n - 1)) - 1), Fraction(-1)))


def half_to_f32(h):
    return f32_bits(struct.unpack("<e", struct.pack("<H", h))[0])


def inputs(d):
    rng = random.Random(16)
    data = bytearray(rng.randrange(256) for _ in range(1024))
    for k in range(0, 1024, 2):
        if data[k + 1] & 0x7C == 0x7C:  # an f16 infinity or NaN: not one
            data[k + 1] ^= 0x04
    for k in range(8):  # the extremes of the 8- and 16-bit formats
        data[k] = [0, 255, 0x80, 0x81, 0x7F, 1, 0x7F, 0x80][k]
    open(d + "/bytes", "wb").write(bytes(data))
    floats = []
    for _ in range(N):
        floats += [rng.uniform(-1e30, 1e30), rng.uniform(-1, 1) * 2.0 ** rng.randrange(-40, 40)]
        floats += [rng.uniform(-65000, 65000), rng.uniform(-1, 1) * 2.0 ** rng.randrange(-26, 10)]
    floats[2], floats[3] = 2.0 ** -25, 65519.0  # f16: rounds to 0, to 65504
    open(d + "/floats", "wb").write(struct.pack("<%df" % len(floats), *floats))
    open(d + "/out", "wb").write(bytes(8192))


def loads(d):
    b = open(d + "/bytes", "rb").read()
    u16 = lambda at: b[at] | b[at + 1] << 8
    out = []
    for i in range(N):
        slot = [unorm(b[4 * i + k], 8) for k in range(4)]  # 8_8_8_8 unorm, stride 4
        slot += [snorm(b[2 * i + k], 8) for k in range(2)]  # 8_8 snorm at 2 * i
        slot += [sext(u16(4 * i + 2 * k), 16) & 0xFFFFFFFF for k in range(2)]  # 16_16 sint
        slot += [half_to_f32(u16(8 * i + 2 * k)) for k in range(3)]  # 16 x 4 float
        x, y, z, w = (b[4 * i + k] for k in range(4))  # 8_8_8_8 uint, selects w, z, 1, x
        slot += [w, z, 1, x]
        slot += [f32_bits(float(sext(b[i + 3], 8)))]  # 8 sscaled at i + 3
        out += slot
    return struct.pack("<%dI" % len(out), *out)


def stores(d):
    fl = open(d + "/floats", "rb").read()
    bits = struct.unpack("<%dI" % (4 * N), fl)
    vals = struct.unpack("<%df" % (4 * N), fl)
    out = bytearray(8192)
    for i in range(N):
        x = bits[4 * i:4 * i + 4]
        struct.pack_into("<4I", out, 16 * i, *x)  # A: 32_32_32_32 float
        struct.pack_into("<2H", out, 2048 + 4 * i, half_bits(vals[4 * i + 2]), half_bits(vals[4 * i + 3]))
        struct.pack_into("<4I", out, 2560 + 16 * i, x[1], x[2], x[0], i)  # C: 32_32_32 sint, 32 uint
    return bytes(out)


def check(kernel, d, path):
    want = {"loads": loads, "stores": stores}[kernel](d)
    got = open(path, "rb").read()
    bad = [k for k in range(0, len(want), 4) if want[k:k + 4] != got[k:k + 4]]
    for k in bad[:10]:
        print("%s: dword %d: got %s, want %s" % (kernel, k // 4, got[k:k + 4].hex(), want[k:k + 4].hex()))
    if bad or len(got) != len(want):
        print("%s: %d dwords differ (sizes %d, %d)" % (kernel, len(bad), len(got), len(want)))
        sys.exit(1)


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2])
    else:
        check(sys.argv[2], sys.argv[3], sys.argv[4])
