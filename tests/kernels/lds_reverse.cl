// lds_reverse: each work-group reverses its block of in[] through a local tile (barrier).
__kernel void lds_reverse(__global int *out, __global const int *in) {
    __local int tile[256];
    int l = get_local_id(0), n = get_local_size(0);
    int g = get_group_id(0) * n;
    tile[l] = in[g + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g + l] = tile[n - 1 - l];
}
