// OpenCL 2.0 atomics (library calls on atomic_* objects) and get_global_linear_id.
__kernel void c11(__global atomic_int *a, __global atomic_uint *u, __global int *out) {
  int i = get_global_id(0);
  atomic_fetch_add(&a[0], 1);
  atomic_fetch_sub_explicit(&a[1], 2, memory_order_relaxed);
  atomic_fetch_max(&a[2], i);
  atomic_fetch_min_explicit(&u[0], (uint)i + 5u, memory_order_relaxed, memory_scope_device);
  atomic_fetch_or(&u[1], 1u << (i & 31));
  // The expected value lives in global memory (the MIR interpreter has no flat aperture
  // for private memory).
  __global int *e = out + 192 + i;
  int won = atomic_compare_exchange_strong(&a[3], e, i + 1);
  out[i] = won ? -1 : *e;
  atomic_store(&a[4 + i], i * 2);
  out[64 + i] = atomic_load(&a[4 + i]) + atomic_exchange(&a[4 + i], 0);
  out[128 + i] = get_global_linear_id();
}
