; The whole-wave-mode intrinsics (set.inactive, strict.wwm, wwm) are refused with their reason
; and location: kcc does not generate code that runs with inactive lanes on.
; RUN: not %kcc %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error-whole-wave-mode.ll:11:3: 'llvm.amdgcn.set.inactive.i32' needs whole-wave mode
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

define amdgpu_kernel void @scan(ptr addrspace(1) %out, i32 %x) {
  %s = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
