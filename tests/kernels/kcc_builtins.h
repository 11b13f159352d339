// kcc_builtins.h: the OpenCL work-item, synchronisation, atomic and math built-ins the kernels in
// this folder use, written on top of AMDGPU intrinsics. clang's -nogpulib leaves these as calls to
// external functions (there is no device library), so every kernel is compiled with
// `-include tests/kernels/kcc_builtins.h`. Definitions follow the ROCm device library's ABI:
// work-group sizes come from the hidden kernel arguments (implicitarg_ptr + 12/14/16, u16),
// grid sizes from the HSA dispatch packet, global offsets from hidden args 40/48/56.
#define KB static __attribute__((overloadable, always_inline, const))
#define KBA static __attribute__((overloadable, always_inline))

KB size_t get_local_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workitem_id_x() : d == 1 ? __builtin_amdgcn_workitem_id_y()
         : d == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
KB size_t get_group_id(uint d) {
    return d == 0 ? __builtin_amdgcn_workgroup_id_x() : d == 1 ? __builtin_amdgcn_workgroup_id_y()
         : d == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
KB size_t get_local_size(uint d) {
    __constant ushort *p = (__constant ushort *)__builtin_amdgcn_implicitarg_ptr();
    return d < 3 ? p[6 + d] : 1;
}
KB size_t get_global_size(uint d) {
    __constant uint *p = (__constant uint *)__builtin_amdgcn_dispatch_ptr();
    return d < 3 ? p[3 + d] : 1;
}
KB size_t get_global_offset(uint d) {
    __constant ulong *p = (__constant ulong *)__builtin_amdgcn_implicitarg_ptr();
    return d < 3 ? p[5 + d] : 0;
}
KB size_t get_num_groups(uint d) {
    size_t g = get_global_size(d), l = get_local_size(d);
    return (g + l - 1) / l;
}
KB size_t get_global_id(uint d) {
    return get_group_id(d) * get_local_size(d) + get_local_id(d) + get_global_offset(d);
}
KBA void barrier(cl_mem_fence_flags f) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
#define KATOM(name, op)                                                                          \
    KBA int name(volatile __global int *p, int v) { return __opencl_atomic_##op((volatile __global atomic_int *)p, v, memory_order_relaxed, memory_scope_device); } \
    KBA int name(volatile __local int *p, int v) { return __opencl_atomic_##op((volatile __local atomic_int *)p, v, memory_order_relaxed, memory_scope_work_group); } \
    KBA uint name(volatile __global uint *p, uint v) { return __opencl_atomic_##op((volatile __global atomic_uint *)p, v, memory_order_relaxed, memory_scope_device); } \
    KBA uint name(volatile __local uint *p, uint v) { return __opencl_atomic_##op((volatile __local atomic_uint *)p, v, memory_order_relaxed, memory_scope_work_group); }
KATOM(atomic_add, fetch_add)
KATOM(atomic_sub, fetch_sub)
KATOM(atomic_max, fetch_max)
KATOM(atomic_min, fetch_min)
KATOM(atomic_and, fetch_and)
KATOM(atomic_or, fetch_or)
KATOM(atomic_xor, fetch_xor)
KATOM(atomic_xchg, exchange)
KBA int atomic_inc(volatile __global int *p) { return atomic_add(p, 1); }
KBA int atomic_inc(volatile __local int *p) { return atomic_add(p, 1); }
KBA int atomic_cmpxchg(volatile __global int *p, int cmp, int v) {
    __opencl_atomic_compare_exchange_strong((volatile __global atomic_int *)p, &cmp, v, memory_order_relaxed,
                                            memory_order_relaxed, memory_scope_device);
    return cmp;
}
KBA int atomic_cmpxchg(volatile __local int *p, int cmp, int v) {
    __opencl_atomic_compare_exchange_strong((volatile __local atomic_int *)p, &cmp, v, memory_order_relaxed,
                                            memory_order_relaxed, memory_scope_work_group);
    return cmp;
}
KB uint popcount(uint x) { return __builtin_popcount(x); }
KB int popcount(int x) { return __builtin_popcount(x); }
KB ulong popcount(ulong x) { return __builtin_popcountl(x); }
KB uint clz(uint x) { return x ? __builtin_clz(x) : 32; }
KB uint ctz(uint x) { return x ? __builtin_ctz(x) : 32; }
KB uint rotate(uint x, uint n) { return (x << (n & 31)) | (x >> ((32 - n) & 31)); }
KB uint mul_hi(uint a, uint b) { return (uint)(((ulong)a * b) >> 32); }
KB uint mad24(uint a, uint b, uint c) { return (a & 0xffffff) * (b & 0xffffff) + c; }
KB float sqrt(float x) { return __builtin_sqrtf(x); }
KB double sqrt(double x) { return __builtin_sqrt(x); }
KB float fabs(float x) { return __builtin_fabsf(x); }
KB double fabs(double x) { return __builtin_fabs(x); }
KB float floor(float x) { return __builtin_floorf(x); }
KB float fmin(float a, float b) { return __builtin_fminf(a, b); }
KB float fmax(float a, float b) { return __builtin_fmaxf(a, b); }
KB double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
KB float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
