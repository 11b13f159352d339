// kcc -g on clang -g output: the line table names the .cl file and the lines of its statements
// (from the IR's DILocations, an inlined helper's lines included), not the .ll's.
// RUN: %clang_cl -g -O2 %s -o %t.ll
// RUN: %kcc -g %t.ll -o %t.o
// RUN: llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
// RUN: llvm-dwarfdump --debug-line %t.o | FileCheck %s
// RUN: llvm-objdump -d -l --mcpu=gfx900 %t.o | FileCheck %s --check-prefix=OBJDUMP
// RUN: %kcc %t.ll --emit=mir | FileCheck %s --check-prefix=MIR

// VERIFY: No errors.
// CHECK: file_names[ 1]:
// CHECK-NEXT: name: "{{.*}}debug-line-opencl.cl"
// MIR: file 1 {name = "{{.*}}debug-line-opencl.cl", directory = "{{.+}}"}

int twice(int x) {
  return x + x; // CHECK-DAG: 0x{{[0-9a-f]+}} [[#@LINE]] {{[0-9]+}} 1 0 0 0 is_stmt
}

__kernel void scale(__global int *out, int k) {
  int i = __builtin_amdgcn_workitem_id_x();
  int v = out[i]; // CHECK-DAG: 0x{{[0-9a-f]+}} [[#@LINE]] {{[0-9]+}} 1 0 0 0 is_stmt
  v = twice(v) * k; // CHECK-DAG: 0x{{[0-9a-f]+}} [[#@LINE]] {{[0-9]+}} 1 0 0 0 is_stmt
  out[i] = v; // CHECK-DAG: 0x{{[0-9a-f]+}} [[#@LINE]] {{[0-9]+}} 1 0 0 0 is_stmt
  // OBJDUMP: ; {{.*}}debug-line-opencl.cl:[[#@LINE-1]]
  // OBJDUMP-NEXT: global_store_dword
  // MIR: store {{.*}} loc(file1:[[#@LINE-3]]:{{[0-9]+}})
}
