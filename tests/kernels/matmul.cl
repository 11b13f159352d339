// matmul: C = A * B for n x n int matrices, one work-item per element, 2-D grid.
__kernel void matmul(__global int *c, __global const int *a, __global const int *b, int n) {
    int col = get_global_id(0), row = get_global_id(1);
    if (row >= n || col >= n) return;
    int acc = 0;
    for (int k = 0; k < n; k++) acc += a[row * n + k] * b[k * n + col];
    c[row * n + col] = acc;
}
