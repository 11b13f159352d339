; Uniformity of programs with convergence tokens, where kcc and LLVM 22 agree: the same CHECK
; lines for opt's print<uniformity> and kcc's --print-uniformity.
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %kcc --print-uniformity %s | FileCheck %s

; Seed 002: a ballot on both sides of a divergent branch. Each ballot is uniform (all the
; threads that run it get the same mask) but they run with different threads, so the join
; picks a value per thread: the phi is divergent.
; CHECK-LABEL: UniformityInfo for function 'both_sides':
; CHECK: BLOCK then
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%b1 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %e) ]
; CHECK: BLOCK else
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%b2 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %e) ]
; CHECK: BLOCK join
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: DIVERGENT: {{ *}}%r = phi i64 [ %b1, %then ], [ %b2, %else ]
; CHECK-NEXT: DIVERGENT: {{ *}}store i64 %r

define amdgpu_kernel void @both_sides(ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cc = icmp slt i32 %tid, 16
  br i1 %cc, label %then, label %else
then:
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %e) ]
  br label %join
else:
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %e) ]
  br label %join
join:
  %r = phi i64 [ %b1, %then ], [ %b2, %else ]
  store i64 %r, ptr addrspace(1) %out
  ret void
}

; Seed 002's flag and ballot, with an anchor before the first if: the flag is divergent,
; the ballot controlled by the anchor is uniform.
; CHECK-LABEL: UniformityInfo for function 'flag_ballot':
; CHECK: BLOCK merge
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: DIVERGENT: {{ *}}%flag = phi i1
; CHECK-NEXT: TERMINATORS
; CHECK-NEXT: DIVERGENT: {{ *}}br i1 %flag, label %do, label %exit
; CHECK: BLOCK do
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%b = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %a) ]
; CHECK-NEXT: {{^ +}}store i64 %b

define amdgpu_kernel void @flag_ballot(ptr addrspace(1) %out) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cc1 = icmp slt i32 %tid, 32
  br i1 %cc1, label %outer, label %merge
outer:
  %bit = and i32 %tid, 1
  %cc2 = icmp eq i32 %bit, 0
  br i1 %cc2, label %set, label %merge
set:
  br label %merge
merge:
  %flag = phi i1 [ false, %entry ], [ false, %outer ], [ true, %set ]
  br i1 %flag, label %do, label %exit
do:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %a) ]
  store i64 %b, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}

; A loop heart: inside the loop the readfirstlane controlled by the heart's token is uniform,
; and so is the induction variable; the exit is divergent, so %next is temporally divergent
; at its use after the loop, by a readfirstlane controlled by the entry token (uniform).
; CHECK-LABEL: UniformityInfo for function 'heart':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(loop)
; CHECK: TEMPORAL DIVERGENCE LIST:
; CHECK-NEXT: Value         :  %next = add i32 %i, %v
; CHECK-NEXT: Used by       :  %w = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %next) [ "convergencectrl"(token %e) ]
; CHECK: BLOCK loop
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%i = phi i32
; CHECK-NEXT: {{^ +}}%l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
; CHECK-NEXT: {{^ +}}%v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %l) ]
; CHECK-NEXT: {{^ +}}%next = add i32 %i, %v
; CHECK-NEXT: DIVERGENT: {{ *}}%done = icmp uge i32 %next, %tid
; CHECK: BLOCK exit
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%w = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %next) [ "convergencectrl"(token %e) ]
; CHECK-NEXT: {{^ +}}store i32 %w

define amdgpu_kernel void @heart(ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %l) ]
  %next = add i32 %i, %v
  %done = icmp uge i32 %next, %tid
  br i1 %done, label %exit, label %loop
exit:
  %w = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %next) [ "convergencectrl"(token %e) ]
  store i32 %w, ptr addrspace(1) %out
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
