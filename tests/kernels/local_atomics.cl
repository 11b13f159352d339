// local_atomics: per-group count of even inputs via a local atomic counter; out[group] = count,
// plus a global atomic_add of every group's count into out[ngroups] and a cmpxchg-based xor into out[ngroups+1].
__kernel void local_atomics(__global int *out, __global const int *in) {
    __local int cnt;
    if (get_local_id(0) == 0) cnt = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int v = in[get_global_id(0)];
    if ((v & 1) == 0) atomic_add(&cnt, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
        int ng = get_num_groups(0);
        out[get_group_id(0)] = cnt;
        atomic_add(&out[ng], cnt);
        int old = out[ng + 1], prev;
        do { prev = old; old = atomic_cmpxchg(&out[ng + 1], prev, prev ^ cnt); } while (old != prev);
    }
}
