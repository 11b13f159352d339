// half_math: OpenCL half arithmetic (cl_khr_fp16), which gfx900 does in f16 instructions:
// out[i] = fma(x, y, x * y + x - y) (doubled where x < y) + x / y + sqrt(|y|);
// f[i] = x + (half)f[i] in float; out[n + i] = (half)(int)f[i] + (half)i, n = 256.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_math(__global half *out, __global const half *a, __global const half *b, __global float *f) {
    int i = get_global_id(0);
    half x = a[i], y = b[i];
    half r = x * y + x - y;
    r = __builtin_fmaf16(x, y, r);
    if (x < y)
        r = r * (half)2.0;
    out[i] = r + x / y + __builtin_sqrtf16(__builtin_fabsf16(y));
    f[i] = (float)x + (float)(half)f[i];
    out[i + 256] = (half)(int)f[i] + (half)i;
}
