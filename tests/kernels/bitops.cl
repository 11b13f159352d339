// bitops: out[i] = popcount(x) + clz(x) + rotate(x, 7) ^ mul_hi(x, y) + mad24(x, y, 5) + (x & 0xff0) + ctz(y|1).
__kernel void bitops(__global uint *out, __global const uint *a, __global const uint *b) {
    int i = get_global_id(0);
    uint x = a[i], y = b[i];
    out[i] = popcount(x) + clz(x) + (rotate(x, 7u) ^ mul_hi(x, y)) + mad24(x & 0x7fffff, y & 0x7fffff, 5u)
           + (x & 0xff0) + ctz(y | 1);
}
