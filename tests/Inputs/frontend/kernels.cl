// Larger kernels: tiled matrix multiply, local-memory histogram, work-group scan.
#define TILE 8

__kernel void matmul(__global const float *a, __global const float *b, __global float *c, int n) {
  __local float ta[TILE][TILE];
  __local float tb[TILE][TILE];
  int row = get_global_id(1), col = get_global_id(0);
  int lr = get_local_id(1), lc = get_local_id(0);
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; ++t) {
    ta[lr][lc] = a[row * n + t * TILE + lc];
    tb[lr][lc] = b[(t * TILE + lr) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      acc += ta[lr][k] * tb[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = acc;
}

__kernel void histogram(__global const uchar *data, __global uint *bins, int n) {
  __local uint local_bins[16];
  int l = get_local_id(0);
  if (l < 16)
    local_bins[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&local_bins[data[i] & 15]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16)
    atomic_add(&bins[l], local_bins[l]);
}

__kernel void scan(__global const int *in, __global int *out) {
  __local int buf[2][64];
  int l = get_local_id(0);
  int g = get_global_id(0);
  int src = 0;
  buf[0][l] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < 64; off <<= 1) {
    int v = buf[src][l];
    if (l >= off)
      v += buf[src][l - off];
    buf[1 - src][l] = v;
    src = 1 - src;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[g] = buf[src][l];
}
