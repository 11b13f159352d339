// codeobj oracle input: get_local_size reads the hidden kernel arguments (implicitarg_ptr + 12..16).
static size_t local_size(uint d) {
    __constant ushort *p = (__constant ushort *)__builtin_amdgcn_implicitarg_ptr();
    return p[6 + d];
}
__kernel void sizes(__global uint *out) {
    size_t id = __builtin_amdgcn_workgroup_id_x() * local_size(0) + __builtin_amdgcn_workitem_id_x();
    out[id] = local_size(0) * local_size(1) * local_size(2) + __builtin_amdgcn_workitem_id_y();
}
// Global offsets (implicitarg_ptr + 40), the dispatch packet's grid size, a __local pointer
// argument (dynamic_shared_pointer) and the queue pointer.
__kernel void offsets(__global ulong *out, __local uint *scratch) {
    __constant ulong *ia = (__constant ulong *)__builtin_amdgcn_implicitarg_ptr();
    __constant uint *dp = (__constant uint *)__builtin_amdgcn_dispatch_ptr();
    __constant ulong *q = (__constant ulong *)__builtin_amdgcn_queue_ptr();
    uint l = __builtin_amdgcn_workitem_id_x();
    scratch[l] = dp[3] + l;
    out[l] = ia[5] + ia[6] + scratch[l ^ 1] + q[1];
}
