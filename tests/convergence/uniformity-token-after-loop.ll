; A token used after a loop: %r is a readfirstlane after the loop controlled by the loop
; heart's token %l, so it runs once per iteration with the threads that leave the loop in that
; iteration. The exit is divergent, so different threads get %r from different iterations:
; kcc reports %r's user %u (and the store) divergent, as temporal divergence, on purpose.
; LLVM 22 gives %r maximal convergence and reports %u uniform, so only kcc's output is
; checked here (tests/uniformity/controlled-convergence-after-loop.ll shows LLVM's).
; RUN: %kcc --print-uniformity %s | FileCheck %s

; CHECK-LABEL: UniformityInfo for function 'after_loop':
; CHECK: TEMPORAL DIVERGENCE LIST:
; CHECK: Value         :  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %next) [ "convergencectrl"(token %l) ]
; CHECK-NEXT: Used by       :  %u = add i32 %r, 1
; CHECK: BLOCK exit
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %next) [ "convergencectrl"(token %l) ]
; CHECK-NEXT: DIVERGENT: {{ *}}%u = add i32 %r, 1
; CHECK-NEXT: DIVERGENT: {{ *}}store i32 %u

define amdgpu_kernel void @after_loop(ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %next = add i32 %i, 1
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %next) [ "convergencectrl"(token %l) ]
  %u = add i32 %r, 1
  store i32 %u, ptr addrspace(1) %out
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
