; RUN: not %kcc %s --emit=mir 2>&1 | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p, i64 %a) {
entry:
  %w = zext i64 %a to i256
; CHECK: kcc: error: {{.*}}error-unsupported-instruction.ll:[[@LINE-1]]:3: unsupported integer type 'i256' in function 'k', block '%entry': '%w = zext i64 %a to i256'
  %t = trunc i256 %w to i32
  store i32 %t, ptr addrspace(1) %p
  ret void
}
