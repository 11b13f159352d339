// codeobj oracle input: a kernel with a fixed-size LDS (group segment) array and a barrier.
__kernel void reverse(__global int *data) {
    __local int s[256];
    int l = __builtin_amdgcn_workitem_id_x();
    int base = __builtin_amdgcn_workgroup_id_x() * 256;
    s[l] = data[base + l];
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
    data[base + l] = s[255 - l];
}
