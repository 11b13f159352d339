; llvm.exp.f64, which llc-22 cannot lower (no libcall): range reduction by ln 2 in two parts,
; a degree-13 Taylor polynomial in fma, v_ldexp_f64. kcc's object runs on the emulator and
; every result must be within OpenCL's 3 ulp of the host's exp (specials exactly).
; RUN: %kcc %s -o %t.kcc.o
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %python %inputs/backend/exp_f64.py %kcc %t.kcc.o %t.dir | FileCheck %s --check-prefix=ULP
; RUN: %kcc %s -S -o - | FileCheck %s
; ULP: exp f64: 4096 inputs, max error
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: exp_f64:
; CHECK: v_rndne_f64
; CHECK-COUNT-13: v_fma_f64
; CHECK: v_ldexp_f64
define amdgpu_kernel void @exp_f64(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.exp.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %gid
  store double %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare double @llvm.exp.f64(double)
