// int64_math: out[i] = (a[i] * b[i]) / (b[i] | 1) + a[i] % 1000003 + (a[i] >> 7) (64-bit signed/unsigned div).
__kernel void int64_math(__global long *out, __global const long *a, __global const long *b) {
    int i = get_global_id(0);
    long x = a[i], y = b[i];
    ulong q = (ulong)(x * y) / (ulong)(y | 1);
    out[i] = (long)q + x % 1000003 + (x >> 7);
}
