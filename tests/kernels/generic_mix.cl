// generic_mix: generic pointers to global or local memory. Each work-item's pointer p goes to
// LDS (tile[63 - l]) for odd inputs and to out[i] for even ones (a divergent choice); loads,
// a store, an atomic add and a compare-and-swap go through it. Then a histogram of in & 3 is
// counted with atomics through h, which the argument points at LDS (mode != 0, added to counts
// at the end) or straight at counts (a uniform choice). Work-groups of 64.
// out[i] = v + old + cas + tile[l], where v = *p before, old = *p after the +7 (then + l,
// then doubled by the cas when it sees old + l), cas the value the cas found.
__kernel void generic_mix(__global int *out, __global const int *in, __global int *counts, int mode) {
    __local int tile[64];
    __local int hits[4];
    int i = get_global_id(0);
    int l = get_local_id(0);
    int x = in[i];
    tile[l] = x;
    if (l < 4) hits[l] = 0;
    out[i] = x * 3;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    int *p = (x & 1) ? (int *)&tile[63 - l] : (int *)&out[i];
    int v = *p;
    *p = v + 7;
    int old = __opencl_atomic_fetch_add((volatile atomic_int *)p, l, memory_order_relaxed, memory_scope_device);
    int cas = old + l;
    __opencl_atomic_compare_exchange_strong((volatile atomic_int *)p, &cas, 2 * cas, memory_order_relaxed,
                                            memory_order_relaxed, memory_scope_device);
    int *h = mode ? (int *)hits : (int *)counts;
    __opencl_atomic_fetch_add((volatile atomic_int *)&h[x & 3], 1, memory_order_relaxed, memory_scope_device);
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (mode && l < 4) atomic_add(&counts[l], hits[l]);
    out[i] += v + old + cas + tile[l];
}
