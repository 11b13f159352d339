// float_atomics: per-work-group sum of in[] (whole-number floats, so the sum is exact in any order)
// through a float atomic add on local memory, plus the group's maximum via atomic max on local
// ints; out[2*group] = sum, out[2*group+1] = (float)max.
__kernel void float_atomics(__global float *out, __global const float *in) {
    __local float sum;
    __local int mx;
    if (get_local_id(0) == 0) { sum = 0.0f; mx = -1000000; }
    barrier(CLK_LOCAL_MEM_FENCE);
    float v = in[get_global_id(0)];
    __opencl_atomic_fetch_add((volatile __local atomic_float *)&sum, v, memory_order_relaxed, memory_scope_work_group);
    atomic_max(&mx, (int)v);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
        out[2 * get_group_id(0)] = sum;
        out[2 * get_group_id(0) + 1] = (float)mx;
    }
}
