// lds_reduce: per-work-group sum of in[] (tree reduction in local memory); out[group] = sum.
__kernel void lds_reduce(__global int *out, __global const int *in) {
    __local int s[256];
    int l = get_local_id(0);
    s[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = get_local_size(0) / 2; w > 0; w >>= 1) {
        if (l < w) s[l] += s[l + w];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = s[0];
}
