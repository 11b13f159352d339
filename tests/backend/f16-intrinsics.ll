; f16 forms of ldexp (`llvm.amdgcn.ldexp.f16`, `llvm.ldexp.f16.i32`: the i32 exponent clamped
; to v_ldexp_f16's i16, as llc clamps it), `frexp.exp.i16.f16` and `fmad.ftz.f16`
; (v_mad_legacy_f16, llc's choice; llc's `v_mac_f16` where the addend dies). Both compilers'
; objects leave the same buffer, and match a host reference of each operation
; (tests/Inputs/backend/f16_intrinsics.py).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python %inputs/backend/f16_intrinsics.py inputs %t.a %t.e
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg zeros:512 --arg buf:%t.a --arg buf:%t.e --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg zeros:512 --arg buf:%t.a --arg buf:%t.e --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %python %inputs/backend/f16_intrinsics.py check %t.a %t.e %t.kcc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel mac --grid 64 --block 64 --arg zeros:128 --arg buf:%t.a --out-dir %t.kcc/mac
; RUN: %kcc run %t.llc.o --kernel mac --grid 64 --block 64 --arg zeros:128 --arg buf:%t.a --out-dir %t.llc/mac
; RUN: %python %inputs/backend/f16_intrinsics.py mac %t.a %t.kcc/mac/arg0.bin
; RUN: %python %inputs/backend/f16_intrinsics.py mac %t.a %t.llc/mac/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s --check-prefix=LLC-MAC

; CHECK: v_ldexp_f16
; CHECK: v_frexp_exp_i16_f16
; CHECK: v_mad_legacy_f16
; LLC-MAC: v_mac_f16

define amdgpu_kernel void @k(ptr addrspace(1) %r, ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr half, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %t
  %x = load half, ptr addrspace(1) %pa
  %e = load i32, ptr addrspace(1) %pb
  %r1 = call half @llvm.amdgcn.ldexp.f16(half %x, i32 %e)
  %r2 = call half @llvm.ldexp.f16.i32(half %x, i32 %e)
  %r3 = call i16 @llvm.amdgcn.frexp.exp.i16.f16(half %x)
  %r4 = call half @llvm.amdgcn.fmad.ftz.f16(half %x, half %r1, half %r2)
  %p = getelementptr [4 x i16], ptr addrspace(1) %r, i32 %t
  store half %r1, ptr addrspace(1) %p
  %p1 = getelementptr half, ptr addrspace(1) %p, i32 1
  store half %r2, ptr addrspace(1) %p1
  %p2 = getelementptr half, ptr addrspace(1) %p, i32 2
  store i16 %r3, ptr addrspace(1) %p2
  %p3 = getelementptr half, ptr addrspace(1) %p, i32 3
  store half %r4, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.amdgcn.ldexp.f16(half, i32)
declare half @llvm.ldexp.f16.i32(half, i32)
declare i16 @llvm.amdgcn.frexp.exp.i16.f16(half)
declare half @llvm.amdgcn.fmad.ftz.f16(half, half, half)

define amdgpu_kernel void @mac(ptr addrspace(1) %r, ptr addrspace(1) %a) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr half, ptr addrspace(1) %a, i32 %t
  %x = load half, ptr addrspace(1) %pa
  %y = fadd half %x, 1.0
  %z = fmul half %x, 3.0
  %m = call half @llvm.amdgcn.fmad.ftz.f16(half %x, half %z, half %y)
  %p = getelementptr half, ptr addrspace(1) %r, i32 %t
  store half %m, ptr addrspace(1) %p
  ret void
}
