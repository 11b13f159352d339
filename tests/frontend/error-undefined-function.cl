// Library functions that are not built in (the device library is not linked) are errors.
// RUN: %clang_cl -O2 %s -o - | not %kcc - --emit=mir 2>&1 | FileCheck %s
__kernel void k(__global float *p) {
  p[0] = sin(p[1]);
}
// CHECK: kcc: error: <stdin>:{{[0-9]+}}:3: call to undefined function '@_Z3sinf' in function 'k'
