; What the backend cannot compile yet is an error naming the kernel, line and op.
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}unsupported.ll: in kernel 'root': line [[@LINE+4]]:3: bb0, '%{{[0-9]+}}:vgpr(f32) = frem {{.*}}': kcc cannot generate code for 'frem' on f32 values yet
define amdgpu_kernel void @root(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = uitofp i32 %tid to float
  %y = frem float %x, 3.0
  store float %y, ptr addrspace(1) %p
  ret void
}
