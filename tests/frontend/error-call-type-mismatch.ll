; A call whose function type differs from its callee's (undefined behaviour in LLVM IR, which
; the IR verifier accepts) is refused at the call, not passed on to the MIR verifier.
; RUN: opt -passes=verify -disable-output %s
; RUN: not %kcc %s -o %t.o 2>&1 | FileCheck %s
; CHECK: kcc: error: {{.*}}error-call-type-mismatch.ll:[[@LINE+9]]:3: call with function type 'i32 (i64)' to '@f' of type 'i32 (i32)' (the types must match) in function 'k', block '%entry': '%r = call i32 @f(i64 %a)'
; CHECK-NOT: MIR verifier
target triple = "amdgcn-amd-amdhsa"
define internal i32 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define amdgpu_kernel void @k(ptr addrspace(1) %p, i64 %a) {
entry:
  %r = call i32 @f(i64 %a)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
