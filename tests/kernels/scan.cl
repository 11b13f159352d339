// scan: inclusive prefix sum within each work-group (Hillis-Steele in local memory).
__kernel void scan(__global int *out, __global const int *in) {
    __local int buf[2][256];
    int l = get_local_id(0), n = get_local_size(0);
    int p = 0;
    buf[0][l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 1; off < n; off <<= 1) {
        int v = buf[p][l];
        if (l >= off) v += buf[p][l - off];
        buf[1 - p][l] = v;
        p = 1 - p;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = buf[p][l];
}
