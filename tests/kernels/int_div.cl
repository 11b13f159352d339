// int_div: 32-bit signed and unsigned division/remainder by per-item divisors.
__kernel void int_div(__global int *out, __global const int *a, __global const int *b) {
    int i = get_global_id(0);
    int x = a[i], y = b[i];
    if (y == 0) y = 1;
    out[2 * i] = x / y + x % y;
    out[2 * i + 1] = (int)((uint)x / (uint)y) ^ (int)((uint)x % (uint)y);
}
