; An always-uniform value (readfirstlane) defined inside an irreducible cycle that is entered
; divergently (so the whole cycle is assumed divergent) and used after the cycle's divergent
; exit. Lanes leave the cycle on different iterations, each holding the value of its own last
; iteration, so every use after the exit is divergent (temporal divergence).
;
; opt-22's answer here depends on the order in which it visits a hash set: if it records the
; cycle as assumed divergent before analysing its exit, it skips the exit ("every value is
; divergent already", forgetting the always-uniform ones) and reports %z and %w uniform;
; otherwise divergent. kcc always gives the divergent answer, on every run.
;
; RUN: %kcc --print-uniformity %s > %t.1
; RUN: %kcc --print-uniformity %s > %t.2
; RUN: diff %t.1 %t.2
; RUN: FileCheck %s < %t.1

; CHECK-LABEL: UniformityInfo for function 'k':
; CHECK: CYCLES ASSUMED DIVERGENT:
; CHECK-NEXT: depth=1: entries(Q P)
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(Q P)
; CHECK: BLOCK Q
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a)
; CHECK: BLOCK X
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: DIVERGENT: {{ *}}%z = phi i32 [ %y, %Q ]
; CHECK-NEXT: DIVERGENT: {{ *}}%w = add i32 %y, 1

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @k(i32 %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %a
  br i1 %c, label %P, label %Q
P:
  br label %Q
Q:
  %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a)
  %c2 = icmp slt i32 %a, 7
  br i1 %c2, label %P, label %X
X:
  %z = phi i32 [ %y, %Q ]
  %w = add i32 %y, 1
  store i32 %w, ptr addrspace(1) %out
  ret void
}
