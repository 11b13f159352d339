; Intrinsics that are not sources of divergence in LLVM 22 (ds.append/ds.consume return one
; value to the whole wave; wqm, strict.wqm, wwm, strict.wwm and set.inactive give each active
; lane its operand; the media and division helpers compute per lane): uniform operands give
; uniform results, in kcc as in opt-22. mov.dpp reads other lanes: a source.
; RUN: %kcc --print-uniformity %s | FileCheck %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
; CHECK-NOT: DIVERGENT: {{.*}}%a{{[0-79]}}
; CHECK: DIVERGENT: %a8 = call i32 @llvm.amdgcn.mov.dpp
; CHECK-NOT: DIVERGENT: {{.*}}%a{{[0-79]}}
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3), i1)
declare i32 @llvm.amdgcn.wqm.i32(i32)
declare i32 @llvm.amdgcn.strict.wqm.i32(i32)
declare i32 @llvm.amdgcn.wwm.i32(i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.s.getreg(i32)
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %b, ptr addrspace(3) %p) {
  %a1 = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) %p, i1 false)
  store volatile i32 %a1, ptr addrspace(1) %o
  %a2 = call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) %p, i1 false)
  store volatile i32 %a2, ptr addrspace(1) %o
  %a3 = call i32 @llvm.amdgcn.wqm.i32(i32 %b)
  store volatile i32 %a3, ptr addrspace(1) %o
  %a4 = call i32 @llvm.amdgcn.strict.wqm.i32(i32 %b)
  store volatile i32 %a4, ptr addrspace(1) %o
  %a5 = call i32 @llvm.amdgcn.wwm.i32(i32 %b)
  store volatile i32 %a5, ptr addrspace(1) %o
  %a6 = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %b)
  store volatile i32 %a6, ptr addrspace(1) %o
  %a7 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %b, i32 0)
  store volatile i32 %a7, ptr addrspace(1) %o
  %a8 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %b, i32 273, i32 15, i32 15, i1 false)
  store volatile i32 %a8, ptr addrspace(1) %o
  %a9 = call i32 @llvm.amdgcn.s.getreg(i32 2049)
  store volatile i32 %a9, ptr addrspace(1) %o
  %a0 = call i32 @llvm.amdgcn.sad.u8(i32 %b, i32 %a1, i32 %a9)
  store volatile i32 %a0, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
