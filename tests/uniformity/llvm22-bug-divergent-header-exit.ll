; Known LLVM 22 gap: the loop's header holds the divergent branch, and lanes leave the loop
; on different iterations, through %case (only tid 0, on the first trip) and through %latch
; (the others, on the second). LLVM 22's propagation skips the branch's own block when the
; back edge brings its label there, so it sees only a join at %exit, not a divergent exit,
; and %trips (0 for tid 0, 1 for the others) stays uniform where it is read after the loop.
; kcc sends the header's label out by the cycle's exits, as for any other header: the cycle
; has a divergent exit and the store of %trips is divergent (reduced from fuzz seed 123216).
; LLVM 22 (second RUN line) reports no divergent exit and a uniform stored value.
;
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM22
; RUN: %kcc --report %s | FileCheck %s --check-prefix=REPORT

; CHECK-LABEL: UniformityInfo for function 'divergent_header_exit':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK: BLOCK exit
; CHECK-NEXT: DEFINITIONS
; CHECK: DIVERGENT: store i32 %trips, ptr addrspace(1) %mine
; LLVM22-LABEL: UniformityInfo for function 'divergent_header_exit':
; LLVM22-NOT: CYCLES WITH DIVERGENT EXIT
; LLVM22: BLOCK exit
; REPORT: cycle with a divergent exit: depth=1: entries(%loop)

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @divergent_header_exit(ptr addrspace(1) %out) {
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
