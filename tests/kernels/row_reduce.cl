// row_reduce: item i folds the first len[i] % 16 entries of its row in[16*i ..] (a divergent
// loop: trip counts differ per lane; positive entries add, others subtract half), then the
// work-group adds the items' results in a tree in LDS; out[group] = the group's total.
__kernel void row_reduce(__global int *out, __global const int *in, __global const int *len) {
    __local int part[256];
    int i = get_global_id(0), l = get_local_id(0);
    int n = len[i] & 15;
    int s = 0;
    for (int k = 0; k < n; k++) {
        int v = in[16 * i + k];
        if (v > 0) s += v; else s -= v >> 1;
    }
    part[l] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = get_local_size(0) / 2; off > 0; off >>= 1) {
        if (l < off) part[l] += part[l + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = part[0];
}
