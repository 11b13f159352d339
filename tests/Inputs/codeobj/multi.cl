// codeobj oracle input: several kernels in one module, one with private (scratch) memory and
// one that does nothing.
__kernel void fill(__global int *out, int v) {
    out[__builtin_amdgcn_workitem_id_x()] = v;
}
__kernel void scale(__global float *x, float s, __global const float *y) {
    uint i = __builtin_amdgcn_workitem_id_x();
    x[i] = x[i] * s + y[i];
}
__kernel void stack(__global int *out, int k) {
    volatile int priv[64];
    int i = __builtin_amdgcn_workitem_id_x();
    for (int j = 0; j < 64; ++j) priv[j] = out[j * 64 + i] + j;
    out[i] = priv[(k + i) & 63];
}
__kernel void nothing(__global int *unused) {}
__kernel void no_args(void) {}
