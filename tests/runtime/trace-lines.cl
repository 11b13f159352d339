// kcc run --trace shows each instruction's source line when the code object has DWARF line
// info: kcc -g and llc objects of clang -g output name the .cl lines; without -g, no lines.
// RUN: %clang_cl -g -O2 %s -o %t.ll
// RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256))" %t.buf
// RUN: %kcc -g %t.ll -o %t.o
// RUN: %kcc run %t.o --kernel scale --grid 64 --block 64 --arg buf:%t.buf --arg i32:3 --trace | FileCheck %s
// RUN: %llc -O2 -filetype=obj %t.ll -o %t.llc.o
// RUN: %kcc run %t.llc.o --kernel scale --grid 64 --block 64 --arg buf:%t.buf --arg i32:3 --trace | FileCheck %s
// RUN: %kcc %t.ll -o %t.nodebug.o
// RUN: %kcc run %t.nodebug.o --kernel scale --grid 64 --block 64 --arg buf:%t.buf --arg i32:3 --trace | FileCheck %s --check-prefix=NODEBUG --implicit-check-not=';'

__kernel void scale(__global int *out, int k) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = out[i] * k;
  // CHECK: global_load_dword {{.*}}  ; {{.*}}trace-lines.cl:[[#@LINE-1]]:{{[0-9]+}}
  // CHECK: global_store_dword {{.*}}  ; {{.*}}trace-lines.cl:[[#@LINE-2]]:{{[0-9]+}}
  // CHECK: s_endpgm  ; {{.*}}trace-lines.cl:[[#@LINE+2]]:1
  // NODEBUG: global_store_dword
}
