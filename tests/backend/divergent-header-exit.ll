; A loop whose header branches on the work-item id: tid 0 leaves through %case on the first
; trip (%trips = 0), the others through %latch on the second (%trips = 1). The value read
; after the loop is uniform inside it but temporally divergent after it, so each lane keeps
; its own copy when it leaves. kcc once missed the divergent exit (LLVM 22's uniformity
; analysis does too: tests/uniformity/llvm22-bug-divergent-header-exit.ll) and stored the
; SGPR's last value for every lane (reduced from fuzz seed 123216). Both compilers' objects
; run on the emulator.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 128 --block 64 --arg zeros:512 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 128 --block 64 --arg zeros:512 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; The stored value is a VGPR written per lane, not the loop's SGPR.
; CHECK-LABEL: k:
; CHECK: global_store_dword v{{[0-9]+}}, [[V:v[0-9]+]], s[{{[0-9]+:[0-9]+}}]

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %again = phi i1 [ false, %entry ], [ true, %latch ]
  %trips = phi i32 [ 0, %entry ], [ 1, %latch ]
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %case, label %latch

case:
  br i1 true, label %exit, label %latch

latch:
  br i1 %again, label %exit, label %loop

exit:
  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %trips, ptr addrspace(1) %mine, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
