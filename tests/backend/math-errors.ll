; Math intrinsics kcc does not expand (tan) are an error at the call's line naming the
; intrinsic, never a panic.
; RUN: sed 's/CALL/call double @llvm.tan.f64(double %d)/' %s > %t.tan.ll
; RUN: not %kcc %t.tan.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=TAN
; TAN: kcc: error: {{.*}}.ll:[[#@LINE+5]]:3: unsupported intrinsic 'llvm.tan.f64' in function 'k', block '%0'

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p, double %d) {
  %r = CALL
  store double %r, ptr addrspace(1) %p
  ret void
}
