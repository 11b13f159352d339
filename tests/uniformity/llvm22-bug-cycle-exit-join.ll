; Known LLVM 22 unsoundness (conformance: divergent-cycle-exit-join.ll, whose comment says
; "BUG: The uniformity analysis incorrectly classifies %exit.phi as uniform"). Lanes leave the
; loop on different iterations through %body (divergent branch) and through %loop (uniform
; branch of the header), so %exit.phi is 1 for some lanes and 0 for others. kcc: DIVERGENT,
; and so is the store of it. LLVM 22 (second RUN line) reports both uniform.
;
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM22

; CHECK-LABEL: UniformityInfo for function 'constant_phi_at_cycle_exit':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK: BLOCK exit
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: DIVERGENT: %exit.phi = phi i32 [ 1, %body ], [ 0, %loop ]
; CHECK-NEXT: DIVERGENT: store i32 %exit.phi, ptr addrspace(1) %out
; LLVM22: BLOCK exit
; LLVM22-NEXT: DEFINITIONS
; LLVM22-NEXT: {{^}}             %exit.phi = phi i32 [ 1, %body ], [ 0, %loop ]

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @constant_phi_at_cycle_exit(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %ctr = phi i32 [ 0, %entry ], [ 1, %body ]
  %cond.exit = icmp slt i32 %ctr, 1
  br i1 %cond.exit, label %body, label %exit

body:
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %exit, label %loop

exit:
  %exit.phi = phi i32 [ 1, %body ], [ 0, %loop ]
  store i32 %exit.phi, ptr addrspace(1) %out
  ret void
}
