# 4096 random bytes (fixed seed) whose first halves are f16 specials, and 4096 zero bytes:
# argv[1] is the input buffer, argv[2] the output buffer of tests/backend/type-shapes.ll.
import random, struct, sys
r = random.Random(7)
b = bytearray(r.getrandbits(8) for _ in range(4096))
# half specials: zeros, denormals, normals, infinities, NaNs with payloads
sp = [0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe55, 0x3c00, 0xbc00, 0x3555]
for k, h in enumerate(sp):
    struct.pack_into('<H', b, 2 * k, h)
open(sys.argv[1], 'wb').write(b)
open(sys.argv[2], 'wb').write(bytes(4096))
