; LLVM's verifier complaints name the instruction's line, function and block.
; RUN: not opt -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; OPT: alloca on amdgpu must be in addrspace(5)
; CHECK: kcc: error: {{.*}}error-invalid-ir-location.ll:[[@LINE+5]]:3: invalid LLVM IR: alloca on amdgpu must be in addrspace(5) in function 'k', block '%entry': '%s = alloca i32, align 4'
target triple = "amdgcn-amd-amdhsa"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %a) {
entry:
  %s = alloca i32, addrspace(0)
  store i32 %a, ptr %s
  %v = load i32, ptr %s
  store i32 %v, ptr addrspace(1) %p
  ret void
}
