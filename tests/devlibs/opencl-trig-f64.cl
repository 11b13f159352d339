// Double-precision sin, cos and tan from ROCm's device libraries reduce huge arguments with
// v_trig_preop_f64 (segments of 2/pi). kcc's and llc-22's objects of the same linked IR
// compute the same bits on the emulator, and every result is within OpenCL's 4 ulp of the
// host's libm (trig_check_f64.py), which checks the emulator's 2/pi table and segment logic.
// REQUIRES: rocm-device-libs
// RUN: %clang_cl -O2 %s -o %t.ll
// RUN: %kcc %t.ll --rocm-device-libs -o %t.kcc.o
// RUN: llvm-link --only-needed --internalize %t.ll %devlibs -o %t.linked.bc
// RUN: %llc -filetype=obj %t.linked.bc -o %t.llc.o
// RUN: %python %inputs/devlibs/trig_check_f64.py inputs %t.x 256
// RUN: rm -rf %t.kcc %t.llc
// RUN: %kcc run %t.kcc.o --kernel trig --grid 256 --block 64 --arg zeros:6144 --arg buf:%t.x --out-dir %t.kcc
// RUN: %kcc run %t.llc.o --kernel trig --grid 256 --block 64 --arg zeros:6144 --arg buf:%t.x --out-dir %t.llc
// RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
// RUN: %python %inputs/devlibs/trig_check_f64.py check %t.x %t.kcc/arg0.bin | FileCheck %s
// CHECK: sin max error
// CHECK: cos max error
// CHECK: tan max error

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void trig(__global double *out, __global const double *xs) {
  size_t i = get_global_id(0);
  double x = xs[i];
  out[3 * i] = sin(x);
  out[3 * i + 1] = cos(x);
  out[3 * i + 2] = tan(x);
}
