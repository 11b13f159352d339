// collatz: number of Collatz steps for in[i] to reach 1 (divergent loop trip counts, capped at 1000).
__kernel void collatz(__global int *out, __global const uint *in) {
    int i = get_global_id(0);
    uint x = in[i];
    int steps = 0;
    while (x > 1 && steps < 1000) {
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    out[i] = steps;
}
