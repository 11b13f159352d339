// wave_reduce: butterfly sum over each 64-lane wave using ds_bpermute; lane 0 writes out[wave].
__kernel void wave_reduce(__global int *out, __global const int *in) {
    int i = get_global_id(0);
    int v = in[i];
    int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
    for (int m = 32; m > 0; m >>= 1)
        v += __builtin_amdgcn_ds_bpermute((lane ^ m) * 4, v);
    if (lane == 0) out[i / 64] = v;
}
