; llvm.pow.f32 (scalar and <2 x float>), lowered as llc-22 lowers it: v_log_f32, a legacy
; multiply by the exponent (0 times anything is +0, so pow(x, 0) and pow(1, y) are 1), and
; v_exp_f32, with no sign or denormal handling; llvm.pow.f16 the same in f32, rounded back.
; kcc's and llc-22's objects run on the emulator on special and random floats and must write
; the same bits.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/float-specials.py %t.f 1024 51 f32x4
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(1024 * 16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel pow --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --arg f32:2.5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel pow --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.f --arg f32:2.5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 %inputs/backend/float-specials.py %t.h 1024 52 f16x4
; RUN: %kcc run %t.kcc.o --kernel pow_f16 --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.h --arg f16:-1.5 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel pow_f16 --grid 1024 --block 64 --arg buf:%t.out --arg buf:%t.h --arg f16:-1.5 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: pow:
; CHECK: v_log_f32
; CHECK: v_mul_legacy_f32
; CHECK: v_exp_f32
define amdgpu_kernel void @pow(ptr addrspace(1) %out, ptr addrspace(1) %in, float %e) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %gid
  %v = load <4 x float>, ptr addrspace(1) %pi
  %x = extractelement <4 x float> %v, i32 0
  %y = extractelement <4 x float> %v, i32 1
  %r0 = call float @llvm.pow.f32(float %x, float %y)
  %r1 = call float @llvm.pow.f32(float %x, float %e)
  %xy = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %ab = call <2 x float> @llvm.fabs.v2f32(<2 x float> %xy)
  %ex = insertelement <2 x float> poison, float %e, i32 0
  %ex2 = insertelement <2 x float> %ex, float %y, i32 1
  %rv = call <2 x float> @llvm.pow.v2f32(<2 x float> %ab, <2 x float> %ex2)
  %r2 = extractelement <2 x float> %rv, i32 0
  %r3 = extractelement <2 x float> %rv, i32 1
  %o0 = insertelement <4 x float> poison, float %r0, i32 0
  %o1 = insertelement <4 x float> %o0, float %r1, i32 1
  %o2 = insertelement <4 x float> %o1, float %r2, i32 2
  %o3 = insertelement <4 x float> %o2, float %r3, i32 3
  %po = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %gid
  store <4 x float> %o3, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: pow_f16:
; CHECK: v_cvt_f32_f16
; CHECK: v_log_f32
; CHECK: v_mul_legacy_f32
; CHECK: v_exp_f32
; CHECK: v_cvt_f16_f32
define amdgpu_kernel void @pow_f16(ptr addrspace(1) %out, ptr addrspace(1) %in, half %e) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %gid
  %v = load <4 x half>, ptr addrspace(1) %pi
  %x = extractelement <4 x half> %v, i32 0
  %y = extractelement <4 x half> %v, i32 1
  %r0 = call half @llvm.pow.f16(half %x, half %y)
  %r1 = call half @llvm.pow.f16(half %x, half %e)
  %xy = shufflevector <4 x half> %v, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %ex = insertelement <2 x half> poison, half %e, i32 0
  %ex2 = insertelement <2 x half> %ex, half %y, i32 1
  %rv = call <2 x half> @llvm.pow.v2f16(<2 x half> %xy, <2 x half> %ex2)
  %r2 = extractelement <2 x half> %rv, i32 0
  %r3 = extractelement <2 x half> %rv, i32 1
  %o0 = insertelement <4 x half> poison, half %r0, i32 0
  %o1 = insertelement <4 x half> %o0, half %r1, i32 1
  %o2 = insertelement <4 x half> %o1, half %r2, i32 2
  %o3 = insertelement <4 x half> %o2, half %r3, i32 3
  %po = getelementptr <4 x half>, ptr addrspace(1) %out, i32 %gid
  store <4 x half> %o3, ptr addrspace(1) %po
  ret void
}

declare half @llvm.pow.f16(half, half)
declare <2 x half> @llvm.pow.v2f16(<2 x half>, <2 x half>)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.pow.f32(float, float)
declare <2 x float> @llvm.pow.v2f32(<2 x float>, <2 x float>)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
