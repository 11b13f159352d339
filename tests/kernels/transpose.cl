// transpose: out = transpose(in) for a W x H int matrix (in is H rows of W), via 16x16 local tiles.
__kernel void transpose(__global int *out, __global const int *in, int w, int h) {
    __local int tile[16][17];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_global_id(0), y = get_global_id(1);
    if (x < w && y < h) tile[ly][lx] = in[y * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int ox = get_group_id(1) * 16 + lx, oy = get_group_id(0) * 16 + ly;
    if (ox < h && oy < w) out[oy * h + ox] = tile[lx][ly];
}
