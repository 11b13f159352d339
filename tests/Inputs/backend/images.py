"""Inputs and the host reference for tests/backend/image-load-store.ll.

  images.py inputs DIR                  write DIR/img (8192 bytes: dword k a hash of k, except
                                        dwords 1024..1215, which hold their index), DIR/zeros
                                        (8192 zero bytes) and DIR/out (16384 zero bytes)
  images.py check KERNEL DIR OUT [OUT2] compare the output buffers of KERNEL with what the
                                        linear layout means, computed here; exit 1 on a
                                        difference

The layout (the emulator's, runtime/src/wave/image.rs): texel (x, y, slice) of a level is at
((slice * height + y) * pitch + x) * bytes from the level's start; levels follow each other,
level l being max(width >> l, 1) wide with a pitch of max(pitch >> l, its width). unorm
components are b / 255 rounded to the nearest f32; texels outside the image read 0.
"""

import struct
import sys

N = 192


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def img_words():
    w = [(k * 2654435761) & 0xFFFFFFFF for k in range(2048)]
    for k in range(1024, 1024 + N):
        w[k] = k
    return w


def inputs(d):
    open(d + "/img", "wb").write(struct.pack("<2048I", *img_words()))
    open(d + "/zeros", "wb").write(bytes(8192))
    open(d + "/out", "wb").write(bytes(16384))


def loads(d):
    img = img_words()
    b = struct.pack("<2048I", *img)
    out = [0] * (16384 // 4)
    for i in range(N):
        s = 12 * i
        x, y = i % 16, i // 16
        if y < 8:
            t = y * 16 + x
            out[s:s + 4] = img[4 * t:4 * t + 4]
        # Level 1 of the 16x8 uint4 image: 8x4, pitch 8, after level 0's 128 texels; x and z.
        t = 128 + (y // 3) * 8 + x // 2
        out[s + 4:s + 6] = [img[4 * t], img[4 * t + 2]]
        # 1D array, pitch 32, layers from 1.
        out[s + 6] = img[(1 + i // 32) * 32 + i % 32]
        # 3D 4x4x4 8_8_8_8 unorm: x, y, z.
        x4, y4, z4 = i % 4, (i // 4) % 4, i // 16
        if z4 < 4:
            t = (z4 * 4 + y4) * 4 + x4
            out[s + 7:s + 10] = [f32_bits(b[4 * t + k] / 255.0) for k in range(3)]
    return struct.pack("<%dI" % len(out), *out)


def stores(d):
    out = bytearray(8192)
    for i in range(N):
        x, y = i % 16, i // 16
        f = float(i)
        if y < 8:
            struct.pack_into("<4f", out, ((y * 20) + x) * 16, f, f + 0.5, -f, 1.0)
        if x % 2 == 0 and y % 3 == 0:
            # Level 1: after 20 * 8 texels, pitch 10; components y and z.
            struct.pack_into("<2f", out, (160 + (y // 3) * 10 + x // 2) * 16 + 4, f + 0.5, -f)
    return bytes(out)


def info(d):
    out = [0] * (16384 // 4)
    for i in range(64):
        s, mip = 12 * i, i & 3
        l = 1 + mip
        out[s:s + 4] = [max(37 >> l, 1), max(21 >> l, 1), 5, 4]
        out[s + 4:s + 6] = [max(9 >> mip, 1), max(6 >> mip, 1)]
        out[s + 6] = 3
    return struct.pack("<%dI" % len(out), *out)


def atomics(d):
    img = img_words()
    out = [0] * (16384 // 4)
    for i in range(N):  # add: lanes run in order of their id
        t = i % 32
        out[3 * i] = img[t]
        img[t] = (img[t] + i) & 0xFFFFFFFF
    for i in range(N):  # every cmpswap comes before the umax on its texel
        k = 1024 + i
        out[3 * i + 1] = img[k]
        if i % 2 == 0:
            img[k] = 3 * i
    for i in range(N):
        k = 1024 + i // 2
        out[3 * i + 2] = img[k]
        img[k] = max(img[k], 7 * i)
    return struct.pack("<2048I", *img), struct.pack("<%dI" % len(out), *out)


def compare(name, want, path):
    got = open(path, "rb").read()
    bad = [k for k in range(0, len(want), 4) if want[k:k + 4] != got[k:k + 4]]
    for k in bad[:10]:
        print("%s: dword %d: got %s, want %s" % (name, k // 4, got[k:k + 4].hex(), want[k:k + 4].hex()))
    if bad or len(got) != len(want):
        print("%s: %d dwords differ (sizes %d, %d)" % (name, len(bad), len(got), len(want)))
        sys.exit(1)


def check(kernel, d, paths):
    want = {"loads": loads, "stores": stores, "info": info, "atomics": atomics}[kernel](d)
    if not isinstance(want, tuple):
        want = (want,)
    for w, p in zip(want, paths):
        compare(kernel, w, p)


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2])
    else:
        check(sys.argv[2], sys.argv[3], sys.argv[4:])
