// clang-22 -O2 output of an OpenCL kernel: one MIR kernel (the uncalled
// __clang_ocl_kern_imp_ copy is not emitted), kernarg layout as llc lays it out,
// get_global_id from the hidden arguments, the helper inlined, the table a global.
// RUN: %clang_cl -O2 %s -o - | %kcc - --emit=mir | FileCheck %s
// RUN: %clang_cl -O2 %s -o - | %llc -o - | FileCheck %s --check-prefix=LLC

__constant int table[4] = {1, 2, 3, 4};

int helper(int x) { return x * 3 + table[x & 3]; }

__kernel void vadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i] * (float)helper(i);
}

// CHECK: module {code_object_version = 6}
// CHECK: global @table {addrspace = 4, align = 4, size = 16, init = "01000000020000000300000004000000"}
// CHECK-NOT: __clang_ocl_kern_imp
// CHECK: kernel @vadd {
// CHECK-NEXT: arg {name = "", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
// CHECK-NEXT: arg {name = "", offset = 8, size = 8, align = 8, addrspace = 1, uniform = true}
// CHECK-NEXT: arg {name = "", offset = 16, size = 8, align = 8, addrspace = 1, uniform = true}
// CHECK-NEXT: arg {name = "", offset = 24, size = 4, align = 4, uniform = true}
// CHECK: attr "amdgpu-flat-work-group-size" = "1,256"
// CHECK: workitem.id.x
// CHECK: workgroup.id.x
// CHECK: implicitarg.ptr
// CHECK: global.addr {global = "table"}
// CHECK: fma
// CHECK-NOT: opaque
// CHECK: ret
// CHECK-NOT: __clang_ocl_kern_imp

// llc agrees on the explicit argument offsets.
// LLC: .offset: 0
// LLC: .offset: 8
// LLC: .offset: 16
// LLC: .offset: 24
