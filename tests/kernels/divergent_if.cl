// divergent_if: odd inputs become 3x+1, even ones are halved; negative ones are negated first.
__kernel void divergent_if(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int x = in[i];
    if (x < 0) x = -x;
    if (x & 1) out[i] = 3 * x + 1;
    else out[i] = x / 2;
}
