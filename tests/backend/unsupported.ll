; What the backend cannot compile yet is an error at the op's FILE:LINE:COL, naming the kernel,
; block and op; -S reports it the same way.
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; RUN: not %kcc %s -S -o %t.s 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}unsupported.ll:[[@LINE+5]]:3: in kernel 'root', bb0, '%{{[0-9]+}}:sgpr(s16) = wave.reduce.umin {{.*}}': kcc cannot generate code for 'wave.reduce.umin' on s16 values yet
define amdgpu_kernel void @root(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = trunc i32 %tid to i16
  ; A 16-bit wave reduction (llc-22 cannot select it either).
  %y = call i16 @llvm.amdgcn.wave.reduce.umin.i16(i16 %s, i32 0)
  store i16 %y, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i16 @llvm.amdgcn.wave.reduce.umin.i16(i16, i32)
