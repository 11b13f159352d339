// Double-precision OpenCL math from ROCm's device libraries compiles: ocml's f64 code uses
// rcp/rsq/class/frexp/ldexp/fract on doubles and trig.preop (Payne-Hanek reduction of huge
// arguments). This test checks the selection and that llvm-mc reads kcc's assembly back to the
// same bytes as kcc's object; opencl-trig-f64.cl runs sin/cos/tan against llc and the host.
// REQUIRES: rocm-device-libs
// RUN: %clang_cl -O2 %s -o %t.ll
// RUN: %kcc %t.ll --rocm-device-libs -S -o %t.s
// RUN: FileCheck %s < %t.s
// RUN: %kcc %t.ll --rocm-device-libs -o %t.o
// RUN: llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj %t.s -o %t.mc.o
// RUN: llvm-objdump -d %t.o | tail -n +4 > %t.kcc.dis
// RUN: llvm-objdump -d %t.mc.o | tail -n +4 > %t.mc.dis
// RUN: diff %t.kcc.dis %t.mc.dis

// CHECK-LABEL: math:
// CHECK-DAG: v_trig_preop_f64
// CHECK-DAG: v_rcp_f64
// CHECK-DAG: v_cmp_class_f64
// CHECK-DAG: v_frexp_mant_f64
// CHECK-DAG: v_ldexp_f64
// CHECK-DAG: v_fract_f64

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void math(__global double *out, __global const double *xs, __global const double *ys) {
  size_t i = get_global_id(0);
  double x = xs[i], y = ys[i];
  __global double *o = out + 8 * i;
  o[0] = atan(x);
  o[1] = exp(x);
  o[2] = sin(x);
  o[3] = cos(x);
  o[4] = log(x);
  o[5] = pow(x, y);
  o[6] = sqrt(x);
  o[7] = tan(x);
}
