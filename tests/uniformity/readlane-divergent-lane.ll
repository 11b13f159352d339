; readlane is always uniform only with a uniform lane index (its LangRef contract; llc then
; reads one lane into an SGPR). With a lane index that differs between threads each thread may
; read a different lane, so kcc reports the result divergent: a deliberate, conservative
; difference from LLVM 22, which calls every readlane uniform (second RUN line).
;
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM22

; CHECK: DIVERGENT: {{ *}}%tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT: {{^ +}}%uni = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 %n)
; CHECK-NEXT: DIVERGENT: {{ *}}%div = call i32 @llvm.amdgcn.readlane.i32(i32 %n, i32 %tid)
; LLVM22: DIVERGENT: {{ *}}%tid = call i32 @llvm.amdgcn.workitem.id.x()
; LLVM22-NEXT: {{^ +}}%uni = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 %n)
; LLVM22-NEXT: {{^ +}}%div = call i32 @llvm.amdgcn.readlane.i32(i32 %n, i32 %tid)

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)

define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %uni = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 %n)
  %div = call i32 @llvm.amdgcn.readlane.i32(i32 %n, i32 %tid)
  store i32 %uni, ptr addrspace(1) %out
  store i32 %div, ptr addrspace(1) %out
  ret void
}
