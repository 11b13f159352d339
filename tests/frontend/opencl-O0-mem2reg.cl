// clang-22 -O0 output after mem2reg: allocas reached through flat pointers, and the
// kernel calling its __clang_ocl_kern_imp_ copy, which is inlined.
// RUN: %clang_cl -O0 %s -o - | opt -S -passes=mem2reg | %kcc - --emit=mir | FileCheck %s

__kernel void scale(__global float *p, float s) {
  p[get_global_id(0)] *= s;
}

// CHECK: kernel @scale {
// CHECK-NEXT: arg {name = "", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
// CHECK-NEXT: arg {name = "", offset = 8, size = 4, align = 4, uniform = true}
// The callee's body, inlined, is a straight line: `merge-blocks` puts it in the entry block.
// CHECK: bb0(
// CHECK: alloca {size = 8, align = 8}
// CHECK: addrspacecast
// CHECK: fmul
// CHECK-NOT: bb1
// CHECK-NOT: opaque
// CHECK-NOT: kernel
