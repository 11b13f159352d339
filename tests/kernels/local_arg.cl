// local_arg: like lds_reverse but the tile is a __local pointer argument (dynamic LDS):
// each work-group reverses its block of in[] and adds the group id.
__kernel void local_arg(__global int *out, __global const int *in, __local int *tile) {
    int l = get_local_id(0), n = get_local_size(0);
    int g = get_group_id(0) * n;
    tile[l] = in[g + l];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g + l] = tile[n - 1 - l] + get_group_id(0);
}
