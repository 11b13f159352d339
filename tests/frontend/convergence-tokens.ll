; Convergence tokens become token values; the convergencectrl bundle becomes the last
; operand of the convergent op.
; RUN: %kcc %s --emit=mir | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %l) ]
  %next = add i32 %i, %v
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %done) [ "convergencectrl"(token %a) ]
  store i64 %b, ptr addrspace(1) %out, align 8
  ret void
}

; CHECK: [[T:%[0-9]+]]:_(token) = convergence.entry
; CHECK: [[L:%[0-9]+]]:_(token) = convergence.loop [[T]]
; CHECK: readfirstlane {{%[0-9]+}}, [[L]]
; CHECK: [[A:%[0-9]+]]:_(token) = convergence.anchor
; CHECK: ballot {{%[0-9]+}}, [[A]]

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
