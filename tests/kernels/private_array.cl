// private_array: a per-item private array indexed dynamically (lives in scratch):
// t[k] = x*k + i for k < 32, then out[i] = sum over k of t[(k * 7 + x) % 32] * (k+1).
__kernel void private_array(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int x = in[i];
    int t[32];
    for (int k = 0; k < 32; k++) t[k] = x * k + i;
    int s = 0;
    for (int k = 0; k < 32; k++) s += t[(k * 7 + (x & 31)) & 31] * (k + 1);
    out[i] = s;
}
