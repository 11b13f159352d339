; llvm.amdgcn.frexp.mant on f16: v_frexp_mant_f16 (the significand in [0.5, 1) with the
; sign; zeros, infinities and NaN as they are). kcc's and llc-22's objects run on the emulator
; on special and random halves and must leave the same buffers.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.h 256 31 f16x1
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 256 --block 64 --arg zeros:512 --arg buf:%t.h --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 256 --block 64 --arg zeros:512 --arg buf:%t.h --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: k:
; CHECK: v_frexp_mant_f16_e32 v{{[0-9]+}}, v{{[0-9]+}}
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %gid
  %v = load half, ptr addrspace(1) %pi
  %m = call half @llvm.amdgcn.frexp.mant.f16(half %v)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %gid
  store half %m, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare half @llvm.amdgcn.frexp.mant.f16(half)
