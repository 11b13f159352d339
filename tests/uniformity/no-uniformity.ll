; --no-uniformity: the baseline where every non-constant value is divergent.
; RUN: %kcc --print-uniformity --no-uniformity %s | FileCheck %s
; RUN: %kcc --print-uniformity %s | FileCheck %s --check-prefix=ANALYSED

; CHECK: DIVERGENT ARGUMENTS:
; CHECK-DAG: DIVERGENT: i32 %n
; CHECK-DAG: DIVERGENT: ptr addrspace(1) %out
; CHECK: DIVERGENT: {{ *}}%wg = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK: DIVERGENT: {{ *}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wg)
; CHECK: DIVERGENT: {{ *}}%c = icmp slt i32 %r, %n
; CHECK: DIVERGENT: {{ *}}br i1 %c
; ANALYSED: ALL VALUES UNIFORM

declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %wg)
  %c = icmp slt i32 %r, %n
  br i1 %c, label %a, label %b
a:
  store i32 %r, ptr addrspace(1) %out
  br label %b
b:
  ret void
}
