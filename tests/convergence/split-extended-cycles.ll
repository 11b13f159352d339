; The split-extended-cycles pass (mir/src/convergence.rs) before the wave schedule: after the
; outer loop, ballots under the inner heart's token, the outer heart's and the entry token.
; The inner loop's extended cycle runs once per inner iteration and reaches through the outer
; latch to the first ballot; the outer loop's reaches to the second. So the exit block is cut
; after each token's last use, and the outer latch's back edge, which passes the outer
; counter, gets a block of its own outside the inner loop's extended cycle (a uniform header
; parameter must be written once per outer iteration, not once per inner one). The kernel
; without tokens is left alone. The compiled kernel's masks are checked by running it in
; tests/convergence_runtime.rs.
;
; RUN: %kcc %s --emit=mir --stop-after=split-extended-cycles | FileCheck %s
; RUN: %kcc %s -o %t.o

; CHECK-LABEL: kernel @k {
; CHECK: [[ENTRY:%[0-9]+]]:_(token) = convergence.entry loc(
; CHECK: [[OUTER:%[0-9]+]]:_(token) = convergence.loop [[ENTRY]] loc(
; CHECK: [[INNER:%[0-9]+]]:_(token) = convergence.loop [[OUTER]] loc(
; CHECK: bb3:  ; latch
; CHECK: condbr %{{[0-9]+}}, [[LATCH_EXIT:bb[0-9]+]], [[EXIT:bb[0-9]+]] loc(
; CHECK: [[EXIT]]:  ; exit
; CHECK: ballot %{{[0-9]+}}, [[INNER]] loc(
; CHECK-NEXT: br [[TAIL:bb[0-9]+]] loc(
; CHECK-NEXT: [[TAIL]]:  ; exit.tail
; CHECK-NEXT: ballot %{{[0-9]+}}, [[OUTER]] loc(
; CHECK-NEXT: br [[TAIL2:bb[0-9]+]] loc(
; CHECK-NEXT: [[TAIL2]]:  ; exit.tail.tail
; CHECK-NEXT: ballot %{{[0-9]+}}, [[ENTRY]] loc(
; CHECK: [[LATCH_EXIT]]:  ; latch.exit
; CHECK-NEXT: br bb1(%{{[0-9]+}}) loc(
; CHECK-LABEL: kernel @plain {
; CHECK-NOT: tail
; CHECK-NOT: .exit
; CHECK: }

declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  %i1 = add i32 %i, 1
  %ci = icmp ult i32 %i1, %tid
  br i1 %ci, label %inner, label %latch
latch:
  %j1 = add i32 %j, 1
  %co = icmp ult i32 %j1, 3
  br i1 %co, label %outer, label %exit
exit:
  %mi = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %hi) ]
  %mo = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %ho) ]
  %me = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %t) ]
  %s1 = add i64 %mi, %mo
  %s2 = add i64 %s1, %me
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %s2, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @plain(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %tid
  br i1 %c, label %loop, label %exit
exit:
  %m = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %tid
  store i64 %m, ptr addrspace(1) %p
  ret void
}
