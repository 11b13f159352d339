; Known LLVM 22 unsoundness (conformance: divergent-cycle-exit-phi.ll, listed in
; tests/conformance/uniformity/llvm22-known-bugs.txt). The loop has a uniform exit in the
; header and a divergent exit in %body. A thread that leaves through %body in iteration k gets
; 1, a thread that stays and later leaves through %loop gets 0: %acc is divergent. LLVM 22
; propagates the branch's label to the exit along the header's "virtual exit edge" and records
; %exit only as a divergent cycle exit, not as a join, so it never looks at the phi (its
; constants are not values defined in the cycle, so temporal divergence misses it too).
; kcc treats an exit block reached that way as a join of the edges that leave the cycle.
;
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM22

; CHECK-LABEL: UniformityInfo for function 'divergent_cycle_exit_phi':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(loop) body
; CHECK: DIVERGENT: %acc = phi i32 [ 1, %body ], [ 0, %loop ]
; LLVM22-LABEL: UniformityInfo for function 'divergent_cycle_exit_phi':
; LLVM22: {{^}}             %acc = phi i32 [ 1, %body ], [ 0, %loop ]

; Same value on both exit edges: uniform for both.
; CHECK-LABEL: UniformityInfo for function 'uniform_cycle_exit_phi':
; CHECK: {{^}}             %acc = phi i32 [ 7, %body ], [ 7, %loop ]
; LLVM22-LABEL: UniformityInfo for function 'uniform_cycle_exit_phi':
; LLVM22: {{^}}             %acc = phi i32 [ 7, %body ], [ 7, %loop ]

; The divergent branch is in the inner loop and the edge leaves both loops.
; CHECK-LABEL: UniformityInfo for function 'nested_cycle_exit_phi':
; CHECK: DIVERGENT: %acc = phi i32 [ 1, %inner.body ], [ 0, %outer.header ]
; LLVM22-LABEL: UniformityInfo for function 'nested_cycle_exit_phi':
; LLVM22: {{^}}             %acc = phi i32 [ 1, %inner.body ], [ 0, %outer.header ]

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @divergent_cycle_exit_phi(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %body ]
  %exit.cond = icmp uge i32 %iv, %n
  br i1 %exit.cond, label %exit, label %body

body:
  %div.cond = icmp eq i32 %tid, 0
  %iv.next = add i32 %iv, 1
  br i1 %div.cond, label %exit, label %loop

exit:
  %acc = phi i32 [ 1, %body ], [ 0, %loop ]
  ret void
}

define amdgpu_kernel void @uniform_cycle_exit_phi(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %body ]
  %exit.cond = icmp uge i32 %iv, %n
  br i1 %exit.cond, label %exit, label %body

body:
  %div.cond = icmp eq i32 %tid, 0
  %iv.next = add i32 %iv, 1
  br i1 %div.cond, label %exit, label %loop

exit:
  %acc = phi i32 [ 7, %body ], [ 7, %loop ]
  ret void
}

define amdgpu_kernel void @nested_cycle_exit_phi() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer.header

outer.header:
  %o = phi i32 [ 0, %entry ], [ %o.next, %outer.latch ]
  %o.cond = icmp slt i32 %o, 2
  br i1 %o.cond, label %inner.header, label %exit

inner.header:
  %i = phi i32 [ 0, %outer.header ], [ %i.next, %inner.body ]
  %i.cond = icmp slt i32 %i, 2
  br i1 %i.cond, label %inner.body, label %outer.latch

inner.body:
  %i.next = add i32 %i, 1
  %div.cond = icmp eq i32 %tid, 0
  br i1 %div.cond, label %exit, label %inner.header

outer.latch:
  %o.next = add i32 %o, 1
  br label %outer.header

exit:
  %acc = phi i32 [ 1, %inner.body ], [ 0, %outer.header ]
  ret void
}
