; RUN: not %kcc %s --emit=mir 2>&1 | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p, i64 %a) {
entry:
  %w = zext i64 %a to i128
; CHECK: kcc: error: {{.*}}error-unsupported-instruction.ll:[[@LINE-1]]:3: unsupported integer type 'i128' in function 'k', block '%entry': '%w = zext i64 %a to i128'
  %t = trunc i128 %w to i32
  store i32 %t, ptr addrspace(1) %p
  ret void
}
