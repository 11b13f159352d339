; A uniform loop counter used after the loop's divergent exit: it stays in an SGPR inside the
; loop, and a VGPR copy made every iteration (under that iteration's exec) is what the store
; after the loop reads, so each lane keeps the count of its own last iteration.
; RUN: %kcc %s --emit=mir --stop-after=regbankselect | FileCheck %s --check-prefix=MIR
; RUN: %kcc %s -S -o - | FileCheck %s

; MIR: bb1(%{{[0-9]+}}:sgpr(s32)):
; MIR: %[[NEXT:[0-9]+]]:sgpr(s32) = add
; MIR: %[[COPY:[0-9]+]]:vgpr(s32) = copy %[[NEXT]]
; MIR: bb2:
; MIR: store %[[COPY]]

; CHECK: s_add_u32 [[NEXT:s[0-9]+]],
; CHECK-NEXT: v_mov_b32_e32 v{{[0-9]+}}, [[NEXT]]
define amdgpu_kernel void @count(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %e = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %next, ptr addrspace(1) %e
  ret void
}
