// histogram: hist[in[i] % 16] counts occurrences with global atomic_inc; also atomic_max into hist[16].
__kernel void histogram(__global int *hist, __global const int *in) {
    int i = get_global_id(0);
    int v = in[i];
    atomic_inc(&hist[v & 15]);
    atomic_max(&hist[16], v);
}
