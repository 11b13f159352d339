// frem: fmod (LLVM's frem) on f32, f64 and f16, kept as bits so that NaN payloads and the signs
// of zeros count. Items i < 400 take every pair (x, y) of a table of 20 special values (zeros,
// infinities, quiet and signalling NaNs with payloads, subnormals, the extremes, exponents far
// apart); the others take x = a[i], y = b[i] (random), every other pair scaled apart so that
// the quotient is huge. o32[i] = fmod(x, y); o64[i] = fmod(x / 3, y) in double (other pairs
// scaled by 2^700 / 2^-300); o16[i] = fmod of the pair in half (other pairs 2^5 / 2^-12).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define N 20
__constant uint special32[N] = {
    0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00123u, 0x7fa00001u,
    0x00000001u, 0x807fffffu, 0x00800000u, 0x7f7fffffu, 0xff7fffffu, 0x3f800000u, 0xbf800000u,
    0x40400000u, 0xc0f00000u, 0x3dcccccdu, 0x4c000001u, 0x0d8a3d71u, 0x72a3d70bu};
__constant ulong special64[N] = {
    0x0000000000000000ul, 0x8000000000000000ul, 0x7ff0000000000000ul, 0xfff0000000000000ul,
    0x7ff8000000000000ul, 0xfff8000000000123ul, 0x7ff4000000000001ul, 0x0000000000000001ul,
    0x800fffffffffffffull, 0x0010000000000000ul, 0x7fefffffffffffffull, 0xffefffffffffffffull,
    0x3ff0000000000000ul, 0xbff0000000000000ul, 0x4008000000000000ul, 0xc01e000000000000ul,
    0x3fb999999999999aul, 0x4340000000000001ul, 0x01a56e1fc2f8f359ul, 0x7e37e43c8800759cul};
__constant ushort special16[N] = {
    0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe23, 0x7d01, 0x0001, 0x83ff, 0x0400,
    0x7bff, 0xfbff, 0x3c00, 0xbc00, 0x4200, 0xc780, 0x2e66, 0x6401, 0x0a3d, 0x7a3d};

__kernel void frem(__global uint *o32, __global ulong *o64, __global ushort *o16,
                   __global const float *a, __global const float *b) {
    int i = get_global_id(0);
    float x, y;
    double X, Y;
    half hx, hy;
    if (i < N * N) {
        x = as_float(special32[i % N]);
        y = as_float(special32[i / N]);
        X = as_double(special64[i % N]);
        Y = as_double(special64[i / N]);
        hx = as_half(special16[i % N]);
        hy = as_half(special16[i / N]);
    } else {
        x = a[i];
        y = b[i];
        X = (double)x / 3.0;
        Y = y;
        hx = (half)x;
        hy = (half)y;
        if (i & 1) {
            x *= 0x1p100f;
            y *= 0x1p-60f;
            X *= 0x1p700;
            Y *= 0x1p-300;
            hx *= (half)32.0f;
            hy *= (half)0x1p-12f;
        }
    }
    o32[i] = as_uint(__builtin_fmodf(x, y));
    o64[i] = as_ulong(__builtin_fmod(X, Y));
    o16[i] = as_ushort(__builtin_fmodf16(hx, hy));
}
