// float_math: out[i] = sqrt(|x|) + x / y + floor(x) * fmin(x, y) + (float)(int)y, single precision.
__kernel void float_math(__global float *out, __global const float *a, __global const float *b) {
    int i = get_global_id(0);
    float x = a[i], y = b[i];
    out[i] = sqrt(fabs(x)) + x / y + floor(x) * fmin(x, y) + (float)(int)y;
}
