; LLVM's parser location is passed through.
; RUN: not %kcc %s --emit=mir 2>&1 | FileCheck %s
define amdgpu_kernel void @k() {
  %x = add i32 1, 
; CHECK: kcc: error: {{.*}}error-malformed.ll:[[@LINE+1]]:1: expected value token
}
