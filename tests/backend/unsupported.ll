; What the backend cannot compile yet is an error at the op's FILE:LINE:COL, naming the kernel,
; block and op; -S reports it the same way.
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; RUN: not %kcc %s -S -o %t.s 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}unsupported.ll:[[@LINE+5]]:3: in kernel 'root', bb0, '%{{[0-9]+}}:sgpr(s64) = icmp.mask.ne {{.*}}': kcc cannot generate code for 'icmp' on s1 values yet
define amdgpu_kernel void @root(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 3
  ; A wave-wide compare of booleans: a v_cmp of 0/1 values in llc, none in kcc yet.
  %y = call i64 @llvm.amdgcn.icmp.i64.i1(i1 %c, i1 false, i32 33)
  store i64 %y, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.icmp.i64.i1(i1, i1, i32)
