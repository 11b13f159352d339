// vec_add: out[i] = a[i] + b[i] for i < n (32-bit ints, 1-D).
__kernel void vec_add(__global int *out, __global const int *a, __global const int *b, int n) {
    int i = get_global_id(0);
    if (i < n) out[i] = a[i] + b[i];
}
