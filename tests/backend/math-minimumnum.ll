; llvm.minimumnum / llvm.maximumnum (IEEE 754-2019 minimumNumber/maximumNumber: a NaN operand
; yields the other operand, two NaNs a NaN, -0 below +0) on f16, f32, f64 and vectors. As llc-22
; does for gfx900, both operands are quieted with v_max x, x and then v_min/v_max picks.
; Scalar kernels: kcc's and llc-22's objects must give the host's exact results (mathfn.py).
; Vector and uniform kernels: kcc's object must give llc-22's object's bytes on inputs full of
; NaNs, signed zeros and infinities.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %python %inputs/backend/mathfn.py %kcc %t.kcc.o %t.llc.o %t.dir minimumnum_f32 maximumnum_f32 minimumnum_f64 maximumnum_f64 minimumnum_f16 maximumnum_f16 maximumnum_f32_uniform
; RUN: %python %inputs/backend/float-specials.py %t.in 16384 7 f16x4 f32x8 f64x2 pad8
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel vectors --grid 256 --block 64 --arg zeros:16384 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel vectors --grid 256 --block 64 --arg zeros:16384 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: minimumnum_f32:
; CHECK: v_max_f32_e32 [[A:v[0-9]+]], [[X:v[0-9]+]], [[X]]
; CHECK: v_max_f32_e32 [[B:v[0-9]+]], [[Y:v[0-9]+]], [[Y]]
; CHECK: v_min_f32_e32 v{{[0-9]+}}, [[A]], [[B]]
define amdgpu_kernel void @minimumnum_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %base
  %x0 = load float, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  %x1 = load float, ptr addrspace(1) %p1
  %r = call float @llvm.minimumnum.f32(float %x0, float %x1)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @minimumnum_f64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %p0 = getelementptr double, ptr addrspace(1) %in, i32 %base
  %x0 = load double, ptr addrspace(1) %p0
  %p1 = getelementptr double, ptr addrspace(1) %p0, i32 1
  %x1 = load double, ptr addrspace(1) %p1
  %r = call double @llvm.minimumnum.f64(double %x0, double %x1)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %i
  store double %r, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: minimumnum_f16:
; CHECK: v_max_f16_e32 [[A:v[0-9]+]], [[X:v[0-9]+]], [[X]]
; CHECK: v_max_f16_e32 [[B:v[0-9]+]], [[Y:v[0-9]+]], [[Y]]
; CHECK: v_min_f16_e32 v{{[0-9]+}}, [[A]], [[B]]
define amdgpu_kernel void @minimumnum_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %p0 = getelementptr half, ptr addrspace(1) %in, i32 %base
  %x0 = load half, ptr addrspace(1) %p0
  %p1 = getelementptr half, ptr addrspace(1) %p0, i32 1
  %x1 = load half, ptr addrspace(1) %p1
  %r = call half @llvm.minimumnum.f16(half %x0, half %x1)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @maximumnum_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %base
  %x0 = load float, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  %x1 = load float, ptr addrspace(1) %p1
  %r = call float @llvm.maximumnum.f32(float %x0, float %x1)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

; CHECK-LABEL: maximumnum_f64:
; CHECK: v_max_f64 [[A:v\[[0-9]+:[0-9]+\]]], [[X:v\[[0-9]+:[0-9]+\]]], [[X]]
; CHECK: v_max_f64 [[B:v\[[0-9]+:[0-9]+\]]], [[Y:v\[[0-9]+:[0-9]+\]]], [[Y]]
; CHECK: v_max_f64 v{{\[[0-9]+:[0-9]+\]}}, [[A]], [[B]]
define amdgpu_kernel void @maximumnum_f64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %p0 = getelementptr double, ptr addrspace(1) %in, i32 %base
  %x0 = load double, ptr addrspace(1) %p0
  %p1 = getelementptr double, ptr addrspace(1) %p0, i32 1
  %x1 = load double, ptr addrspace(1) %p1
  %r = call double @llvm.maximumnum.f64(double %x0, double %x1)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %i
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @maximumnum_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %p0 = getelementptr half, ptr addrspace(1) %in, i32 %base
  %x0 = load half, ptr addrspace(1) %p0
  %p1 = getelementptr half, ptr addrspace(1) %p0, i32 1
  %x1 = load half, ptr addrspace(1) %p1
  %r = call half @llvm.maximumnum.f16(half %x0, half %x1)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

; The operands are kernel arguments (SGPRs); the canonicalizing v_max reads them.
; CHECK-LABEL: maximumnum_f32_uniform:
; CHECK: v_max_f32
; CHECK: v_max_f32
; CHECK: v_max_f32
define amdgpu_kernel void @maximumnum_f32_uniform(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %g, 2
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %base
  %x0 = load float, ptr addrspace(1) %p0
  %p1 = getelementptr float, ptr addrspace(1) %p0, i32 1
  %x1 = load float, ptr addrspace(1) %p1
  %r = call float @llvm.maximumnum.f32(float %x0, float %x1)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

; Each work-item reads 64 bytes and writes 64: <2 x half>, <4 x float> and <2 x double>
; min and max of two halves of its bytes, some lanes swapped.
; CHECK-LABEL: vectors:
; CHECK-COUNT-4: v_min_f32_e32
; CHECK-COUNT-2: v_max_f64
define amdgpu_kernel void @vectors(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pin = getelementptr [64 x i8], ptr addrspace(1) %in, i32 %i
  %pout = getelementptr [64 x i8], ptr addrspace(1) %out, i32 %i
  %h0 = load <2 x half>, ptr addrspace(1) %pin
  %ph1 = getelementptr i8, ptr addrspace(1) %pin, i32 4
  %h1 = load <2 x half>, ptr addrspace(1) %ph1
  %hmin = call <2 x half> @llvm.minimumnum.v2f16(<2 x half> %h0, <2 x half> %h1)
  %hmax = call <2 x half> @llvm.maximumnum.v2f16(<2 x half> %h0, <2 x half> %h1)
  store <2 x half> %hmin, ptr addrspace(1) %pout
  %qh = getelementptr i8, ptr addrspace(1) %pout, i32 4
  store <2 x half> %hmax, ptr addrspace(1) %qh
  %pf0 = getelementptr i8, ptr addrspace(1) %pin, i32 8
  %f0 = load <4 x float>, ptr addrspace(1) %pf0
  %pf1 = getelementptr i8, ptr addrspace(1) %pin, i32 24
  %f1 = load <4 x float>, ptr addrspace(1) %pf1
  %f1s = shufflevector <4 x float> %f1, <4 x float> %f0, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %fmin = call <4 x float> @llvm.minimumnum.v4f32(<4 x float> %f0, <4 x float> %f1s)
  %qf = getelementptr i8, ptr addrspace(1) %pout, i32 8
  store <4 x float> %fmin, ptr addrspace(1) %qf
  %pd0 = getelementptr i8, ptr addrspace(1) %pin, i32 40
  %d0 = load <2 x double>, ptr addrspace(1) %pd0
  %d0s = shufflevector <2 x double> %d0, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %dmax = call <2 x double> @llvm.maximumnum.v2f64(<2 x double> %d0, <2 x double> %d0s)
  %qd = getelementptr i8, ptr addrspace(1) %pout, i32 24
  store <2 x double> %dmax, ptr addrspace(1) %qd
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
