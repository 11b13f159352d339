// double_math: out[i] = sqrt(|x|) + x / y + fma(x, y, 1.0) in double precision.
__kernel void double_math(__global double *out, __global const double *a, __global const double *b) {
    int i = get_global_id(0);
    double x = a[i], y = b[i];
    out[i] = sqrt(fabs(x)) + x / y + fma(x, y, 1.0);
}
