; What the backend cannot compile yet is an error at the op's FILE:LINE:COL, naming the kernel,
; block and op; -S reports it the same way.
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; RUN: not %kcc %s -S -o %t.s 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}unsupported.ll:[[@LINE+5]]:3: in kernel 'root', bb0, '%{{[0-9]+}}:sgpr(s64) = readlane {{.*}}': kcc cannot generate code for 'readlane' on s64 values yet
define amdgpu_kernel void @root(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = zext i32 %tid to i64
  ; A 64-bit readlane: two v_readlane_b32 in llc, none in kcc yet.
  %y = call i64 @llvm.amdgcn.readlane.i64(i64 %x, i32 3)
  store i64 %y, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
