; Temporal divergence: %i and %i.next are uniform inside the loop (every active lane is in
; the same iteration) but the loop's exit condition %done depends on the work-item id, so
; lanes leave in different iterations: %last (an LCSSA phi of %i.next) and %r (a use of %i
; after the loop) are divergent, and %s through data dependence on %r.
; RUN: %kcc %s --report | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %tid
  br i1 %done, label %exit, label %loop

exit:
  %last = phi i32 [ %i.next, %loop ]
  %r = add i32 %i, %n
  %s = add i32 %r, %last
  store i32 %s, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK:      kernel loop
; CHECK-NEXT:   divergent values (VGPRs): 5 of 9
; CHECK-NEXT:     %tid ({{.*}}loop.ll:12) source: work-item id
; CHECK-NEXT:     %done ({{.*}}loop.ll:18) <- %tid ({{.*}}loop.ll:12): work-item id
; CHECK-NEXT:     %last ({{.*}}loop.ll:22) <- %i.next ({{.*}}loop.ll:17) used after a divergent exit of cycle %loop at the branch in %loop ({{.*}}loop.ll:19) <- %done ({{.*}}loop.ll:18) <- %tid ({{.*}}loop.ll:12): work-item id
; CHECK-NEXT:     %r ({{.*}}loop.ll:23) <- %i ({{.*}}loop.ll:16) used after a divergent exit of cycle %loop at the branch in %loop ({{.*}}loop.ll:19) <- %done
; CHECK-NEXT:     %s ({{.*}}loop.ll:24) <- %r ({{.*}}loop.ll:23) <- %i ({{.*}}loop.ll:16) used after a divergent exit
; CHECK-NEXT:   branches: 1 divergent (linearized with exec masks), 0 uniform (scalar branches)
; CHECK-NEXT:     divergent %loop ({{.*}}loop.ll:19): br i1 %done, label %exit, label %loop <- %done ({{.*}}loop.ll:18) <- %tid ({{.*}}loop.ll:12): work-item id
; CHECK-NEXT:   cycle with a divergent exit: depth=1: entries(%loop)

; OPT:      CYCLES WITH DIVERGENT EXIT:
; OPT-NEXT:   depth=1: entries(loop)
; OPT:      Value         :  %i = phi
; OPT-NEXT: Used by       :  %r = add i32 %i, %n
; OPT:      Value         :  %i.next = add i32 %i, 1
; OPT-NEXT: Used by       :  %last = phi
; OPT:      DIVERGENT: %tid =
; OPT-NOT:  DIVERGENT: %i =
; OPT-NOT:  DIVERGENT: %i.next =
; OPT:      DIVERGENT: %done =
; OPT:      DIVERGENT: %last =
; OPT:      DIVERGENT: %r =
; OPT:      DIVERGENT: %s =
