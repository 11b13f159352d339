// OpenCL math built-ins from ROCm's device libraries, linked by kcc (--rocm-device-libs: only
// what the kernel calls of opencl.bc/ocml.bc/ockl.bc, with the oclc controls for gfx900).
// Oracles: (a) llc-22's object of the same IR linked by llvm-link-22 --only-needed
// --internalize with the files clang-22 picks for gfx900 (%devlibs): bit for bit on the
// emulator, but for the sign of NaNs (see math_check.py same); (b) Python's math within OpenCL 2.0's ulp bounds (math_check.py).
// REQUIRES: rocm-device-libs
// RUN: %clang_cl -O2 %s -o %t.ll
// RUN: %kcc %t.ll --rocm-device-libs -o %t.kcc.o
// RUN: llvm-link --only-needed --internalize %t.ll %devlibs -o %t.linked.bc
// RUN: %llc -filetype=obj %t.linked.bc -o %t.llc.o
// RUN: %python %inputs/devlibs/math_check.py inputs %t.x %t.y 1024
// RUN: python3 -c "open('%t.out','wb').write(bytes(1024 * 16 * 4))"
// RUN: rm -rf %t.kcc %t.llc
// RUN: %kcc run %t.kcc.o --kernel math --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.x --arg buf:%t.y --out-dir %t.kcc
// RUN: %kcc run %t.llc.o --kernel math --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.x --arg buf:%t.y --out-dir %t.llc
// RUN: %python %inputs/devlibs/math_check.py same %t.kcc/arg0.bin %t.llc/arg0.bin
// RUN: %python %inputs/devlibs/math_check.py check %t.x %t.y %t.kcc/arg0.bin atan,exp,sin,cos,log,pow,sqrt,tan,asin,acos,atan2,exp2,log2,log10,sinh,cosh | FileCheck %s
// The directory can be given, and the same code comes out.
// RUN: %kcc %t.ll --rocm-device-libs=%devlibs_dir -o %t.dir.o
// RUN: cmp %t.kcc.o %t.dir.o

// CHECK: atan max error
// CHECK-NOT: FAIL

__kernel void math(__global float *out, __global const float *xs, __global const float *ys) {
  size_t i = get_global_id(0);
  float x = xs[i], y = ys[i];
  __global float *o = out + 16 * i;
  o[0] = atan(x);
  o[1] = exp(x);
  o[2] = sin(x);
  o[3] = cos(x);
  o[4] = log(x);
  o[5] = pow(x, y);
  o[6] = sqrt(x);
  o[7] = tan(x);
  o[8] = asin(x);
  o[9] = acos(x);
  o[10] = atan2(x, y);
  o[11] = exp2(x);
  o[12] = log2(x);
  o[13] = log10(x);
  o[14] = sinh(x);
  o[15] = cosh(x);
}
