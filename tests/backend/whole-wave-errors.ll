; Whole-wave code kcc does not generate is an error naming the reason, never a panic: a
; set.inactive whose value a cross-lane operation reads outside a wwm/strict.wwm region, a value computed with every lane on used
; elsewhere, doubles, more than eight dwords live in one region, and the chain-function
; form (which LLVM's verifier refuses in a kernel).
; RUN: split-file %s %t
; RUN: not %kcc %t/alone.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=ALONE
; ALONE: kcc: error: {{.*}}.ll:4:3: 'llvm.amdgcn.set.inactive.i32' read by a cross-lane operation outside a whole-wave region: kcc compiles it where only instructions reading their own lane use it, or where its value reaches a wwm/strict.wwm in the same block
; RUN: not %kcc %t/escape.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=ESCAPE
; ESCAPE: kcc: error: {{.*}}a value computed in whole-wave mode is used by 'store i32 %d, ptr addrspace(1) %out, align 4', which is not a wwm/strict.wwm
; RUN: not %kcc %t/wide.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=WIDE
; WIDE: kcc: error: {{.*}}'llvm.amdgcn.set.inactive.f64': kcc computes whole-wave regions on i32, float and i64 values only
; RUN: not %kcc %t/many.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=MANY
; MANY: kcc: error: {{.*}}a whole-wave region with more than 8 dwords live at once is not supported
; RUN: not %kcc %t/chain.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=CHAIN
; CHAIN: kcc: error: {{.*}}invalid LLVM IR: Intrinsic can only be used from functions with the amdgpu_cs_chain or amdgpu_cs_chain_preserve calling conventions

;--- alone.ll
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %t = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %t, i32 5)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
;--- escape.ll
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %t = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)
  %d = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %t, i32 273, i32 15, i32 15, i1 true)
  %s = add i32 %d, %t
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s)
  store i32 %d, ptr addrspace(1) %out
  store i32 %w, ptr addrspace(1) %out
  ret void
}
;--- wide.ll
declare double @llvm.amdgcn.set.inactive.f64(double, double)
declare double @llvm.amdgcn.strict.wwm.f64(double)
define amdgpu_kernel void @k(ptr addrspace(1) %out, double %x) {
  %t = call double @llvm.amdgcn.set.inactive.f64(double %x, double 0.0)
  %w = call double @llvm.amdgcn.strict.wwm.f64(double %t)
  store double %w, ptr addrspace(1) %out
  ret void
}
;--- many.ll
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %t0 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 0)
  %t1 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 1)
  %t2 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 2)
  %t3 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 3)
  %t4 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 4)
  %t5 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 5)
  %t6 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 6)
  %t7 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 7)
  %t8 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 8)
  %a0 = add i32 %t0, %t1
  %a1 = add i32 %a0, %t2
  %a2 = add i32 %a1, %t3
  %a3 = add i32 %a2, %t4
  %a4 = add i32 %a3, %t5
  %a5 = add i32 %a4, %t6
  %a6 = add i32 %a5, %t7
  %a7 = add i32 %a6, %t8
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %a7)
  store i32 %w, ptr addrspace(1) %out
  ret void
}
;--- chain.ll
declare i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %y) {
  %t = call i32 @llvm.amdgcn.set.inactive.chain.arg.i32(i32 %x, i32 %y)
  store i32 %t, ptr addrspace(1) %out
  ret void
}
