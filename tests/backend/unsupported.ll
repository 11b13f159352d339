; What the backend cannot compile yet is an error naming the kernel, line and op.
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}unsupported.ll: in kernel 'root': line [[@LINE+4]]:3: bb0, '%{{[0-9]+}}:vgpr(f32) = sqrt {{.*}}': kcc cannot generate code for 'sqrt' on f32 values yet
define amdgpu_kernel void @root(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = uitofp i32 %tid to float
  %y = call float @llvm.sqrt.f32(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}
