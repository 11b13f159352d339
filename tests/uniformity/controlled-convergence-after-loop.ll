; Controlled convergence: %r is a readfirstlane after the loop that takes the loop heart's
; token %t, so it runs once per iteration with the threads that leave the loop in that
; iteration (ConvergentOperations: the token ties its dynamic instances to the iteration).
; The loop exit is divergent, so threads leaving in iteration 1 read %i1 = 1 and threads
; leaving in iteration 2 read 2: %r is uniform among the threads it was executed with, but
; %u, an ordinary (maximally converged) add after the loop, sees values from different
; iterations — temporal divergence, exactly as for a value defined inside the loop. kcc
; reports %u and the store DIVERGENT. LLVM 22 applies maximal convergence to %r (always
; uniform) and reports %u uniform (second RUN line), which would let a code generator keep
; %u in one SGPR holding only the last iteration's value.
;
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM22

; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(h)
; CHECK: TEMPORAL DIVERGENCE LIST:
; CHECK: Value         :  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i1) [ "convergencectrl"(token %t) ]
; CHECK-NEXT: Used by       :  %u = add i32 %r, 1
; CHECK: BLOCK x
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane
; CHECK-NEXT: DIVERGENT: {{ *}}%u = add i32 %r, 1
; CHECK-NEXT: DIVERGENT: {{ *}}store i32 %u
; Without the token the readfirstlane runs once, after the loop, with all threads: uniform.
; CHECK-LABEL: UniformityInfo for function 'uncontrolled':
; CHECK: BLOCK x
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane
; CHECK-NEXT: {{^ +}}%u = add i32 %r, 1

; LLVM22: BLOCK x
; LLVM22-NEXT: DEFINITIONS
; LLVM22-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane
; LLVM22-NEXT: {{^ +}}%u = add i32 %r, 1

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()

define amdgpu_kernel void @k(i32 %a, ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %h, label %x
x:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i1) [ "convergencectrl"(token %t) ]
  %u = add i32 %r, 1
  store i32 %u, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @uncontrolled(i32 %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %h, label %x
x:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i1)
  %u = add i32 %r, 1
  store i32 %u, ptr addrspace(1) %out
  ret void
}
