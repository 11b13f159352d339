// spill: 40 live accumulators under a 32-VGPR limit force register spills to scratch;
// out[i] = sum over j < 40 of acc_j where acc_j = x*(j+1) + j repeatedly mixed with in[i].
__attribute__((amdgpu_num_vgpr(24)))
__kernel void spill(__global int *out, __global const int *in, int rounds) {
    int i = get_global_id(0);
    int x = in[i];
    int a[40];
    #pragma unroll
    for (int j = 0; j < 40; j++) a[j] = x * (j + 1) + j;
    for (int r = 0; r < rounds; r++) {
        #pragma unroll
        for (int j = 0; j < 40; j++) a[j] = a[j] * 3 + a[(j + 1) % 40] + r;
    }
    int s = 0;
    #pragma unroll
    for (int j = 0; j < 40; j++) s ^= a[j] + j;
    out[i] = s;
}
