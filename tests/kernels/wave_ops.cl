// wave_ops: out[i] = in[lane ^ 1] of the same wave (ds_bpermute) + the wave's first lane value
// (readfirstlane) + popcount of the ballot of (in > 50) over the wave.
__kernel void wave_ops(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int v = in[i];
    int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
    int swapped = __builtin_amdgcn_ds_bpermute((lane ^ 1) * 4, v);
    int first = __builtin_amdgcn_readfirstlane(v);
    ulong ball = __builtin_amdgcn_ballot_w64(v > 50);
    out[i] = swapped + first + popcount(ball);
}
