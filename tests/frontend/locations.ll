; Every op carries the .ll line and column of the instruction it came from.
; RUN: %kcc %s --emit=mir | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK: workitem.id.x loc([[@LINE-1]]:3)
  %a = add i32 %tid, %n
; CHECK: add {{.*}} loc([[@LINE-1]]:3)
  switch i32 %a, label %done [
    i32 1, label %one
    i32 2, label %done
  ]
; CHECK: switch {{.*}} {cases = [1, 2]} loc([[@LINE-4]]:3)
one:
    %b = mul i32 %a, 3
; CHECK: mul {{.*}} loc([[@LINE-1]]:5)
  store i32 %b, ptr addrspace(1) %p, align 4
; CHECK: store {{.*}} loc([[@LINE-1]]:3)
  br label %done
done:
  ret void
; CHECK: ret loc([[@LINE-1]]:3)
}

declare i32 @llvm.amdgcn.workitem.id.x()
