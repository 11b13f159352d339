; A boolean computed in a loop with a divergent exit and extended after it: the lanes leave in
; different iterations, so the boolean would be kept as a lane mask, but it is the same in every
; iteration (a compare of constants). (Found by the differential fuzzer, seed 1100434; it used
; to be refused, then was extended from any active lane, s_and_b64 with EXEC setting SCC.)
; `combine` folds the compare and its extension to the constant 1 now, so nothing is left of the
; boolean after the loop. The code computes what llc-22's does on the emulator.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel loop_boolean --grid 256 --block 64 --arg zeros:1024 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel loop_boolean --grid 256 --block 64 --arg zeros:1024 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: loop_boolean:
; CHECK: s_mov_b64 exec,
; CHECK-NOT: s_cselect
; CHECK-NOT: v_cndmask
; CHECK: v_add_u32_e32 v{{[0-9]+}}, 1, v{{[0-9]+}}
; CHECK: s_endpgm
define amdgpu_kernel void @loop_boolean(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %trip = and i32 %tid, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %flag = icmp ult i32 3, 5
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %trip
  br i1 %done, label %exit, label %loop
exit:
  %x = zext i1 %flag to i32
  %y = add i32 %x, %i
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
