"""Inputs and the host reference for tests/backend/image-sample.ll.

  sampling.py inputs DIR        write DIR/img (level 0: 4x4 texels, then level 1: 2x2, each
                                four floats (x, y, x + 4y, 1) at level 0 and (10x, 10y, 0, 1)
                                at level 1) and DIR/out (4096 zero bytes)
  sampling.py check DIR OUT     compare the point, bilinear, gather and offset samples in OUT
                                with the emulator's model of the texture unit computed here

The model (runtime/src/wave/sample.rs): a coordinate c in [0, 1) is c * size texels; point
filtering takes floor(c * size), bilinear the texels around c * size - 0.5 weighted by the
fraction; wrap is modulo the size, clamp to the last texel clamps the index. The inputs make
every weight and sum exact in f32.
"""

import struct
import sys


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def texel0(x, y):
    return [float(x), float(y), float(x + 4 * y), 1.0]


def inputs(d):
    vals = []
    for y in range(4):
        for x in range(4):
            vals += texel0(x, y)
    for y in range(2):
        for x in range(2):
            vals += [10.0 * x, 10.0 * y, 0.0, 1.0]
    open(d + "/img", "wb").write(struct.pack("<%df" % len(vals), *vals))
    open(d + "/out", "wb").write(bytes(4096))


def coords(i):
    return (i % 16) * 0.125 - 0.4375, (i // 16) * 0.25 + 0.125


def wrap(i):
    return i % 4


def clamp(i):
    return min(max(i, 0), 3)


def bilinear(u, v, fix):
    x, y = u * 4 - 0.5, v * 4 - 0.5
    i0, j0 = int(x // 1), int(y // 1)
    tx, ty = x - i0, y - j0
    out = [0.0] * 4
    for j, wy in ((j0, 1 - ty), (j0 + 1, ty)):
        for i, wx in ((i0, 1 - tx), (i0 + 1, tx)):
            t = texel0(fix(i), fix(j))
            out = [o + wx * wy * c for o, c in zip(out, t)]
    return out


def check(d, path):
    got = struct.unpack("<1024I", open(path, "rb").read())
    bad = 0
    for i in range(64):
        u, v = coords(i)
        s = 16 * i
        want = {}
        px, py = wrap(int((u * 4) // 1)), wrap(int((v * 4) // 1))
        want[s] = texel0(px, py)
        want[s + 4] = bilinear(u, v, clamp)
        x, y = u * 4 - 0.5, v * 4 - 0.5
        i0, j0 = int(x // 1), int(y // 1)
        order = [(i0, j0 + 1), (i0 + 1, j0 + 1), (i0 + 1, j0), (i0, j0)]
        want[s + 9] = [texel0(wrap(a), wrap(b))[1] for a, b in order]
        want[s + 13] = texel0(wrap(px + 1), wrap(py - 1))[:2]
        for at, vals in want.items():
            for k, w in enumerate(vals):
                if got[at + k] != f32_bits(w):
                    bad += 1
                    if bad <= 10:
                        print("lane %d dword %d: got %08x, want %08x (%r)" % (i, at + k - s, got[at + k], f32_bits(w), w))
    if bad:
        print("%d dwords differ" % bad)
        sys.exit(1)


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2])
    else:
        check(sys.argv[2], sys.argv[3])
