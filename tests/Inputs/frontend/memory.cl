// Local and private memory, atomics, barriers.
__constant float coeffs[8] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};

__kernel void reduce(__global const float *in, __global float *out) {
  __local float buf[64];
  int l = get_local_id(0);
  buf[l] = in[get_global_id(0)] * coeffs[l & 7];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 32; s > 0; s >>= 1) {
    if (l < s)
      buf[l] += buf[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = buf[0];
}

__kernel void atomics(__global int *g, __global uint *u, __local int *lds) {
  int i = get_global_id(0);
  atomic_add(&g[0], i);
  atomic_sub(&g[1], 2);
  atomic_inc(&g[2]);
  atomic_dec(&g[3]);
  atomic_min(&g[4], i);
  atomic_max(&u[0], (uint)i);
  atomic_xchg(&g[5], i);
  atomic_cmpxchg(&g[6], 0, i);
  atomic_and(&u[1], 3u);
  atomic_or(&u[2], 4u);
  atomic_xor(&u[3], 5u);
  atomic_add(&lds[get_local_id(0) & 3], 1);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  g[7 + i] = lds[0];
}

__kernel void priv(__global int *out, int n) {
  int tmp[16];
  for (int k = 0; k < 16; ++k)
    tmp[k] = k * n;
  out[get_global_id(0)] = tmp[n & 15] + tmp[(n + 3) & 15];
}
