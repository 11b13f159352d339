; A callee whose convergent ops hang on convergence.entry cannot be inlined at a call that
; gives no token: which threads run them would be a guess. kcc says so (LLVM's inliner also
; refuses); with a token at the call site it inlines.
; RUN: split-file %s %t
; RUN: not %kcc %t/bad.ll --emit=mir 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: %kcc %t/good.ll --emit=mir | FileCheck %s --check-prefix=GOOD
; BAD: kcc: error: {{.*}}bad.ll:{{[0-9]+}}:{{[0-9]+}}: cannot inline a function that uses convergence.entry at a call without a convergencectrl token
; GOOD: %[[T:[0-9]+]]:_(token) = convergence.entry
; GOOD: ballot %{{[0-9]+}}, %[[T]]

;--- bad.ll
define internal i64 @vote(i1 %c) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c) [ "convergencectrl"(token %t) ]
  ret i64 %b
}
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 7
  %b = call i64 @vote(i1 %c)
  store i64 %b, ptr addrspace(1) %p
  ret void
}

;--- good.ll
define internal i64 @vote(i1 %c) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c) [ "convergencectrl"(token %t) ]
  ret i64 %b
}
define amdgpu_kernel void @k(ptr addrspace(1) %p) convergent {
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 7
  %b = call i64 @vote(i1 %c) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr addrspace(1) %p
  ret void
}
