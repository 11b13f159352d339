; Uniformity with loop tokens used beyond the loop's exit block (extended cycles, see
; mir/src/convergence.rs): the blocks from a loop's exit to the last use of one of its tokens
; run once per iteration, with the threads that left in it. A readfirstlane there is uniform
; among those threads, but after a divergent exit threads from different iterations meet
; outside that region, so ordinary uses of its result there are temporally divergent. kcc
; reports them DIVERGENT (KCC lines); LLVM 22 applies maximal convergence to the readfirstlane
; and reports them uniform (LLVM22 lines), which would let a code generator keep one wave-wide
; copy holding only the last iteration's value. Everything else agrees (CHECK lines, checked
; on both outputs).
;
; RUN: %kcc --print-uniformity %s | FileCheck %s --check-prefixes=CHECK,KCC
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefixes=CHECK,LLVM22

; Two blocks (and an if) after the exit. %k, computed after the exit from a kernel argument,
; is the same in every iteration's run: uniform. %w takes the entry token after the last use
; of %t: it runs once, with every thread (outside the loop token's region): uniform, and so
; is %v.
; CHECK-LABEL: UniformityInfo for function 'two_blocks_after':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(h)
; KCC: Value         :  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t) ]
; KCC-NEXT: Used by       :  %u = add i32 %r, %k
; CHECK: BLOCK x
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%k = add i32 %a, 5
; CHECK: BLOCK use
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t) ]
; KCC-NEXT: DIVERGENT: {{ *}}%u = add i32 %r, %k
; LLVM22-NEXT: {{^ +}}%u = add i32 %r, %k
; CHECK-NEXT: {{^ +}}%w = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %e) ]
; CHECK-NEXT: {{^ +}}%v = add i32 %w, %k
; KCC-NEXT: DIVERGENT: {{ *}}store i32 %u
; LLVM22-NEXT: {{^ +}}store i32 %u
; CHECK-NEXT: {{^ +}}store i32 %v

define amdgpu_kernel void @two_blocks_after(i32 %a, ptr addrspace(1) %out) convergent {
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
  %k = add i32 %a, 5
  br label %mid
mid:
  %big = icmp sgt i32 %a, 7
  br i1 %big, label %use, label %skip
skip:
  br label %use
use:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t) ]
  %u = add i32 %r, %k
  %w = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %e) ]
  %v = add i32 %w, %k
  store i32 %u, ptr addrspace(1) %out
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; The inner loop's token after the outer loop. The outer loop's exit is uniform (%n is a
; kernel argument) but the inner loop's is not: the outer latch and the exit run once per
; inner iteration, so %r differs between threads that left the inner loop in different
; iterations (of the last outer iteration). Only the inner loop has a divergent exit.
; CHECK-LABEL: UniformityInfo for function 'inner_after_outer':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=2: entries(inner)
; CHECK-NOT: depth=1
; KCC: Value         :  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %ti) ]
; KCC-NEXT: Used by       :  %u = add i32 %r, 1
; CHECK: BLOCK latch
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%j1 = add i32 %j, 1
; CHECK-NEXT: {{^ +}}%co = icmp slt i32 %j1, %n
; CHECK-NEXT: TERMINATORS
; CHECK-NEXT: {{^ +}}br i1 %co, label %outer, label %exit
; CHECK: BLOCK exit
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %ti) ]
; KCC-NEXT: DIVERGENT: {{ *}}%u = add i32 %r, 1
; LLVM22-NEXT: {{^ +}}%u = add i32 %r, 1

define amdgpu_kernel void @inner_after_outer(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %to = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]
  %ti = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %to) ]
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %tid
  br i1 %ci, label %inner, label %latch
latch:
  %j1 = add i32 %j, 1
  %co = icmp slt i32 %j1, %n
  br i1 %co, label %outer, label %exit
exit:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %ti) ]
  %u = add i32 %r, 1
  store i32 %u, ptr addrspace(1) %out
  ret void
}

; A loop after a loop, whose heart takes the first loop's token: the second loop runs, whole,
; once per iteration of the first. Its own exit is uniform, but %s, computed from a
; readfirstlane inside it, differs between the runs. Both report the heart %t2 divergent: its
; operand %t1 comes from a loop with a divergent exit (temporal divergence of a token value).
; CHECK-LABEL: UniformityInfo for function 'loop_after_loop':
; CHECK: Value         :  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT: Used by       :  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
; CHECK: BLOCK second
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%k = phi i32
; CHECK-NEXT: DIVERGENT: {{ *}}%t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t2) ]
; KCC-NEXT: DIVERGENT: {{ *}}%s = add i32 %r, %k
; LLVM22-NEXT: {{^ +}}%s = add i32 %r, %k
; CHECK-NEXT: {{^ +}}%k1 = add i32 %k, 1
; CHECK-NEXT: {{^ +}}%c2 = icmp slt i32 %k1, %n
; CHECK: BLOCK done
; CHECK-NEXT: DEFINITIONS
; KCC-NEXT: DIVERGENT: {{ *}}%u = add i32 %s, 1
; LLVM22-NEXT: {{^ +}}%u = add i32 %s, 1

define amdgpu_kernel void @loop_after_loop(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %first
first:
  %i = phi i32 [ 0, %entry ], [ %i1, %first ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %first, label %second
second:
  %k = phi i32 [ 0, %first ], [ %k1, %second ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t2) ]
  %s = add i32 %r, %k
  %k1 = add i32 %k, 1
  %c2 = icmp slt i32 %k1, %n
  br i1 %c2, label %second, label %done
done:
  %u = add i32 %s, 1
  store i32 %u, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
