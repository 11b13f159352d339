// uniform_loops: loops whose trip counts are kernel arguments (uniform) nested inside divergent
// ifs. Odd x: s = sum over a < n, b < m of (x ^ a) * b + in[(i + a*m + b) & 255];
// even x > 100: s = s*3 + a + x for a < m (from 0); otherwise s = -x. out[i] = s.
__kernel void uniform_loops(__global int *out, __global const int *in, int n, int m) {
    int i = get_global_id(0);
    int x = in[i], s = 0;
    if (x & 1) {
        for (int a = 0; a < n; a++)
            for (int b = 0; b < m; b++)
                s += (x ^ a) * b + in[(i + a * m + b) & 255];
    } else if (x > 100) {
        for (int a = 0; a < m; a++) s = s * 3 + a + x;
    } else {
        s = -x;
    }
    out[i] = s;
}
