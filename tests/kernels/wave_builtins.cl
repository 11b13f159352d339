// wave_builtins: __builtin_amdgcn_wave_reduce_* over each wave (64 lanes): sums, minima,
// maxima and bit operations of per-lane values, of the lanes in a divergent branch, and of a
// uniform value (folded with the number of active lanes); and a ds_swizzle (swap lanes 1
// apart within each group of 2, then of 16). out[8*i + k]: the k-th result.
__kernel void wave_builtins(__global int *out, __global const int *in, __global long *out64) {
    int i = get_global_id(0);
    int v = in[i];
    __global int *o = out + 8 * i;
    o[0] = __builtin_amdgcn_wave_reduce_add_u32(v, 0);
    o[1] = __builtin_amdgcn_wave_reduce_min_i32(v, 0);
    o[2] = __builtin_amdgcn_wave_reduce_max_u32(v, 0);
    o[3] = __builtin_amdgcn_wave_reduce_xor_b32(v, 0);
    if (v & 1) {
        o[4] = __builtin_amdgcn_wave_reduce_sub_u32(v, 0);
        o[5] = __builtin_amdgcn_wave_reduce_or_b32(v, 0);
        o[6] = __builtin_amdgcn_wave_reduce_add_u32(i / 64, 0);
    }
    o[7] = __builtin_amdgcn_ds_swizzle(v, 0x401f) + __builtin_amdgcn_ds_swizzle(v, 0x041f);
    out64[i] = __builtin_amdgcn_wave_reduce_max_i64((long)v * v - 7, 0);
}
