// OpenCL 2.0 atomics on atomic_float and atomic_double (the cl_ext_float_atomics functions,
// with clang's default header): atomic_fetch_add/sub/min/max of floats are the float
// read-modify-write operations, with the order and scope they name (seq_cst at device scope
// by default); exchange stays an exchange.
// RUN: %clang_cl -O2 -Xclang -finclude-default-header -Xclang -cl-ext=+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add,+__opencl_c_ext_fp32_local_atomic_add,+__opencl_c_ext_fp32_global_atomic_min_max,+__opencl_c_ext_fp64_global_atomic_min_max %s -o - | %kcc - --emit=mir | FileCheck %s

// CHECK: kernel @float_atomics
// CHECK: atomicrmw.fadd {{%[0-9]+}}, {{%[0-9]+}} {ordering = monotonic, scope = "agent"}
// CHECK: atomicrmw.fmin {{%[0-9]+}}, {{%[0-9]+}} {ordering = acquire, scope = "workgroup"}
// CHECK: atomicrmw.fsub {{%[0-9]+}}, {{%[0-9]+}} {ordering = seq_cst, scope = "agent"}
// CHECK: {{%[0-9]+}}:_(f64) = atomicrmw.fmax {{%[0-9]+}}, {{%[0-9]+}} {ordering = monotonic, scope = "agent"}
// CHECK: {{%[0-9]+}}:_(f32) = atomicrmw.xchg
__kernel void float_atomics(__global atomic_float *f, __global atomic_double *d, __global float *out) {
  float v = out[get_global_id(0)];
  float a = atomic_fetch_add_explicit(f, v, memory_order_relaxed, memory_scope_device);
  a += atomic_fetch_min_explicit(f + 1, v, memory_order_acquire, memory_scope_work_group);
  a += atomic_fetch_sub(f + 2, v);
  a += atomic_fetch_max_explicit(d, (double)v, memory_order_relaxed, memory_scope_device);
  a += atomic_exchange_explicit(f + 3, v, memory_order_relaxed, memory_scope_device);
  out[get_global_id(0)] = a;
}
