; --emit=mir --print-uniformity: the MIR dump with each op's uniformity.
; RUN: %kcc %s --emit=mir --print-uniformity | FileCheck %s

; CHECK: workitem.id.x {{.*}} divergent{{$}}
; CHECK: icmp.slt {{.*}}; divergent
; CHECK: condbr {{.*}}; divergent
; CHECK: ; params(%{{[0-9]+}} divergent)
; CHECK: add {{.*}}; uniform

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %entry ], [ 2, %a ]
  %q = add i32 %n, 1
  store i32 %p, ptr addrspace(1) %out
  store i32 %q, ptr addrspace(1) %out
  ret void
}
