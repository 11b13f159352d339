; Pointers into GDS (address space 2, the region) may be kernel arguments and pass through;
; accessing memory through one is refused with its place, as llc-22 cannot select such
; accesses on gfx900 either (kcc allocates no GDS). The kernel that only carries one runs as
; llc-22's does.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel carries --grid 64 --block 64 --arg zeros:256 --arg zeros:4 --arg i32:7 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel carries --grid 64 --block 64 --arg zeros:256 --arg zeros:4 --arg i32:7 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: sed 's/;LOAD //' %s > %t.load.ll
; RUN: not %kcc %t.load.ll -o %t.o 2>&1 | FileCheck %s
; RUN: not --crash %llc %t.load.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=LLC
; CHECK: kcc: error: {{.*}}.load.ll:[[#@LINE+10]]:1: in kernel 'carries', {{.*}}: kcc cannot generate code for loads through p2 pointers yet
; LLC: Cannot select

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @carries(ptr addrspace(1) %out, ptr addrspace(2) %region, i32 %x) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  %v = add i32 %t, %x
  store i32 %v, ptr addrspace(1) %o
;LOAD %l = load i32, ptr addrspace(2) %region
;LOAD store i32 %l, ptr addrspace(1) %out
  ret void
}
