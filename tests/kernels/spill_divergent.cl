// spill_divergent: 48 live values per lane under a 32-VGPR limit, only in lanes with odd x
// (a divergent region) and inside a loop with a divergent trip count (x & 7), so llc spills
// there. Unsigned (wrapping) arithmetic: a[j] = x*(j+3) ^ j; then x & 7 rounds r of
// a[j] = a[j]*5 + a[(j+7) % 48] - r (in j order); out[i] = x + sum of a[j] * (j | 1) for odd
// x, out[i] = x otherwise.
__attribute__((amdgpu_num_vgpr(32)))
__kernel void spill_divergent(__global uint *out, __global const uint *in) {
    int i = get_global_id(0);
    uint x = in[i];
    uint s = x;
    if (x & 1) {
        uint a[48];
        #pragma unroll
        for (int j = 0; j < 48; j++) a[j] = x * (j + 3) ^ j;
        uint n = x & 7;
        for (uint r = 0; r < n; r++) {
            #pragma unroll
            for (int j = 0; j < 48; j++) a[j] = a[j] * 5 + a[(j + 7) % 48] - r;
        }
        #pragma unroll
        for (int j = 0; j < 48; j++) s += a[j] * (j | 1);
    }
    out[i] = s;
}
