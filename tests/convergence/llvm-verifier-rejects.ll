; LLVM's verifier already enforces the static rules of convergence tokens on IR, and kcc runs
; it on its input: broken .ll files are rejected by `opt -passes=verify` and by kcc, which
; reports LLVM's message as an error (and exits non-zero) before lowering anything.
; RUN: rm -rf %t && split-file %s %t
; RUN: not opt -passes=verify -disable-output %t/entry-not-entry.ll 2>&1 | FileCheck %s --check-prefix=ENTRY
; RUN: not %kcc %t/entry-not-entry.ll --emit=mir 2>&1 | FileCheck %s --check-prefixes=KCC,ENTRY
; RUN: not opt -passes=verify -disable-output %t/heart-in-latch.ll 2>&1 | FileCheck %s --check-prefix=HEART
; RUN: not %kcc %t/heart-in-latch.ll --emit=mir 2>&1 | FileCheck %s --check-prefixes=KCC,HEART
; RUN: not opt -passes=verify -disable-output %t/mixed.ll 2>&1 | FileCheck %s --check-prefix=MIXED
; RUN: not %kcc %t/mixed.ll --emit=mir 2>&1 | FileCheck %s --check-prefixes=KCC,MIXED
; RUN: not opt -passes=verify -disable-output %t/no-heart.ll 2>&1 | FileCheck %s --check-prefix=NO-HEART
; RUN: not %kcc %t/no-heart.ll --emit=mir 2>&1 | FileCheck %s --check-prefixes=KCC,NO-HEART
; RUN: not opt -passes=verify -disable-output %t/not-nested.ll 2>&1 | FileCheck %s --check-prefix=NESTED
; RUN: not %kcc %t/not-nested.ll --emit=mir 2>&1 | FileCheck %s --check-prefixes=KCC,NESTED
; RUN: not opt -passes=verify -disable-output %t/token-phi.ll 2>&1 | FileCheck %s --check-prefix=PHI
; RUN: not %kcc %t/token-phi.ll --emit=mir 2>&1 | FileCheck %s --check-prefixes=KCC,PHI
; The analysis mode reads its input the same way.
; RUN: not %kcc --print-uniformity %t/no-heart.ll 2>&1 | FileCheck %s --check-prefixes=KCC,NO-HEART

; KCC: kcc: error: {{.*}}.ll{{(:[0-9]+:[0-9]+)?}}: invalid LLVM IR:
; ENTRY: Entry intrinsic can occur only in the entry block.
; HEART: Cycle heart must dominate all blocks in the cycle.
; MIXED: Cannot mix controlled and uncontrolled convergence in the same function.
; NO-HEART: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; NESTED: Convergence region is not well-nested.
; PHI: PHI nodes cannot have token type!

;--- mixed.ll
define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 1) [ "convergencectrl"(token %e) ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 2)
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
;--- no-heart.ll
define amdgpu_kernel void @k(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %e) ]
  %next = add i32 %i, %v
  %done = icmp uge i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
;--- heart-in-latch.ll
define amdgpu_kernel void @k(i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %header
header:
  br i1 %c, label %latch, label %exit
latch:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %header
exit:
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
;--- entry-not-entry.ll
define amdgpu_kernel void @k() convergent {
entry:
  br label %next
next:
  %e = call token @llvm.experimental.convergence.entry()
  ret void
}
declare token @llvm.experimental.convergence.entry()
;--- not-nested.ll
define amdgpu_kernel void @k() convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 1) [ "convergencectrl"(token %a) ]
  %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 2) [ "convergencectrl"(token %b) ]
  ret void
}
declare token @llvm.experimental.convergence.anchor()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
;--- token-phi.ll
define amdgpu_kernel void @k(i1 %c) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %x, label %y
x:
  %b = call token @llvm.experimental.convergence.anchor()
  br label %y
y:
  %t = phi token [ %a, %entry ], [ %b, %x ]
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 1) [ "convergencectrl"(token %t) ]
  ret void
}
declare token @llvm.experimental.convergence.anchor()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
