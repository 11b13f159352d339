// global_float_atomics: float read-modify-write atomics, which gfx900 does as compare-and-swap
// loops (but for ds_add_f32). Inputs are whole numbers, so sums are exact in any order and the
// results do not depend on which lane's swap succeeds first. A float histogram on global memory:
// out[b] += v and out[16 + b] -= v in f32, dout[b] += v in f64, for the bin b = (int)v & 15 (a
// wave's lanes collide on the bins); out[32] = min and out[33] = max of all v. Per work-group, on
// LDS: the f64 sum, the f32 difference (0 - sum), and the f64 min and max, in
// dout[16 + 4 * group + 0..3].
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#define RELAXED(op, p, v, scope) __opencl_atomic_##op(p, v, memory_order_relaxed, scope)
__kernel void global_float_atomics(__global float *out, __global double *dout, __global const float *in) {
    __local double lsum, lmin, lmax;
    __local float ldiff;
    size_t lid = get_local_id(0);
    if (lid == 0) {
        lsum = 0.0;
        ldiff = 0.0f;
        lmin = 1e300;
        lmax = -1e300;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float v = in[get_global_id(0)];
    int bin = (int)v & 15;
    __global atomic_float *f = (__global atomic_float *)out;
    RELAXED(fetch_add, f + bin, v, memory_scope_device);
    RELAXED(fetch_sub, f + 16 + bin, v, memory_scope_device);
    RELAXED(fetch_min, f + 32, v, memory_scope_device);
    RELAXED(fetch_max, f + 33, v, memory_scope_device);
    RELAXED(fetch_add, (__global atomic_double *)dout + bin, (double)v, memory_scope_device);
    RELAXED(fetch_add, (__local atomic_double *)&lsum, (double)v, memory_scope_work_group);
    RELAXED(fetch_sub, (__local atomic_float *)&ldiff, v, memory_scope_work_group);
    RELAXED(fetch_min, (__local atomic_double *)&lmin, (double)v, memory_scope_work_group);
    RELAXED(fetch_max, (__local atomic_double *)&lmax, (double)v, memory_scope_work_group);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        size_t g = 16 + 4 * get_group_id(0);
        dout[g] = lsum;
        dout[g + 1] = ldiff;
        dout[g + 2] = lmin;
        dout[g + 3] = lmax;
    }
}
