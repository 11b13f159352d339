// spill_uniform: 40 uniform coefficients c[] (scalar loads of coef[]) stay live across a loop
// with a divergent trip count (x & 15) under a 32-SGPR limit, so llc spills SGPRs (to VGPR
// lanes) there; the per-lane state lives under a 24-VGPR limit. Unsigned (wrapping)
// arithmetic: t = x; each round k: acc = sum over j of c[j] * bit (j & 7) of t,
// t = t*c[k % 40] + (c[(k*7) % 40] ^ k) + acc, and when t is odd (a divergent if)
// t ^= c[39 - j] << (j & 15) for j = 0, 3, ..., 39. out[i] = t.
__attribute__((amdgpu_num_sgpr(32), amdgpu_num_vgpr(24)))
__kernel void spill_uniform(__global uint *out, __global const uint *in, __global const uint *coef) {
    int i = get_global_id(0);
    uint x = in[i];
    uint c[40];
    #pragma unroll
    for (int j = 0; j < 40; j++) c[j] = coef[j];
    uint t = x;
    uint n = x & 15;
    for (uint k = 0; k < n; k++) {
        uint acc = 0;
        #pragma unroll
        for (int j = 0; j < 40; j++) acc += c[j] * ((t >> (j & 7)) & 1);
        t = t * c[k % 40] + (c[(k * 7) % 40] ^ k) + acc;
        if (t & 1) {
            #pragma unroll
            for (int j = 0; j < 40; j += 3) t ^= c[39 - j] << (j & 15);
        }
    }
    out[i] = t;
}
