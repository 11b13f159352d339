; A uniform loop whose exit flag is a loop-carried value (a phi the back edge sets), with a
; divergent branch in the body: the latch's branch tests the flag's value on entry to the
; latch, before the back edge writes the phi's new value. kcc's SGPR allocation once read the
; flag's new version there (the branch condition was taken at the end of the latch's linear
; node, after the terminator's parameter writes), and the branch tested a register not yet
; written (reduced from fuzz seed 220196). Both compilers' objects run on the emulator.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg zeros:16 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg zeros:16 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; The flag is tested in the register it has on entry, and only then set for the next trip.
; CHECK-LABEL: k:
; CHECK: s_cmp_lg_u32 s[[FLAG:[0-9]+]], 0
; CHECK-NEXT: s_cbranch_scc1
; CHECK-NEXT: s_mov_b32 s[[FLAG]], 1

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %done = phi i1 [ false, %entry ], [ true, %latch ]
  %trips = phi i32 [ 0, %entry ], [ 1, %latch ]
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %body, label %latch

body:
  br label %latch

latch:
  br i1 %done, label %exit, label %loop

exit:
  store i32 %trips, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
