; llvm.amdgcn.cvt.pknorm.i16 / .u16: two floats as 16-bit normalized integers packed in one
; dword (v_cvt_pknorm_i16_f32 / v_cvt_pknorm_u16_f32; kcc splits the dword into the two i16
; elements). kcc's and llc-22's objects run on the emulator on special, in-range, halfway and
; random floats; both must write what the host computes (tests/Inputs/backend/pknorm.py).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python %inputs/backend/pknorm.py gen %t.f 1024 17
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 1024 --block 64 --arg zeros:8192 --arg buf:%t.f --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 1024 --block 64 --arg zeros:8192 --arg buf:%t.f --out-dir %t.llc
; RUN: %python %inputs/backend/pknorm.py check %t.f %t.kcc/arg0.bin
; RUN: %python %inputs/backend/pknorm.py check %t.f %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: k:
; CHECK: v_cvt_pknorm_i16_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK: v_cvt_pknorm_u16_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <2 x float>, ptr addrspace(1) %in, i32 %gid
  %v = load <2 x float>, ptr addrspace(1) %pi
  %a = extractelement <2 x float> %v, i32 0
  %b = extractelement <2 x float> %v, i32 1
  %s = call <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float %a, float %b)
  %u = call <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float %a, float %b)
  %po = getelementptr <2 x i32>, ptr addrspace(1) %out, i32 %gid
  store <2 x i16> %s, ptr addrspace(1) %po
  %pu = getelementptr <2 x i16>, ptr addrspace(1) %po, i32 1
  store <2 x i16> %u, ptr addrspace(1) %pu
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float, float)
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.u16(float, float)
