; Exactly rounded intrinsics kcc expands: round, lround, minimum/maximum (NaN-propagating,
; -0 below +0), bitreverse (i8 to i64, and on a uniform value), vector.reduce (integer, ordered
; fadd/fmul, fmin/fmax, fminimum/fmaximum), fptosi.sat/fptoui.sat (f16/f32/f64 to i8..i64). Both
; kcc's and llc-22's objects must give the host's exact results (mathfn.py) on every input.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %python %inputs/backend/mathfn.py %kcc %t.kcc.o %t.llc.o %t.dir round_f32 round_f64 round_f16 lround_f32 minimum_f32 maximum_f32 minimum_f64 maximum_f16 bitreverse_i8 bitreverse_i16 bitreverse_i32 bitreverse_i32_uniform bitreverse_i64 reduce_add reduce_mul reduce_and reduce_or reduce_xor reduce_smin reduce_smax reduce_umin reduce_umax reduce_add_i64 reduce_umax_i16 reduce_fadd reduce_fmul reduce_fmin reduce_fmax reduce_fminimum reduce_fmaximum fptosi_sat_i32_f32 fptoui_sat_i32_f32 fptosi_sat_i8_f32 fptoui_sat_i16_f32 fptosi_sat_i64_f64 fptoui_sat_i32_f64 fptosi_sat_i32_f16 fptoui_sat_i8_f16

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @round_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.round.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @round_f64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %i
  %x = load double, ptr addrspace(1) %pi
  %r = call double @llvm.round.f64(double %x)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %i
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @round_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.round.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @lround_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call i32 @llvm.lround.i32.f32(float %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @minimum_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %r = call float @llvm.minimum.f32(float %x0, float %x1)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @maximum_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %r = call float @llvm.maximum.f32(float %x0, float %x1)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @minimum_f64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %a0 = add i32 %base, 0
  %p0 = getelementptr double, ptr addrspace(1) %in, i32 %a0
  %x0 = load double, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr double, ptr addrspace(1) %in, i32 %a1
  %x1 = load double, ptr addrspace(1) %p1
  %r = call double @llvm.minimum.f64(double %x0, double %x1)
  %po = getelementptr double, ptr addrspace(1) %out, i32 %i
  store double %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @maximum_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %a0 = add i32 %base, 0
  %p0 = getelementptr half, ptr addrspace(1) %in, i32 %a0
  %x0 = load half, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr half, ptr addrspace(1) %in, i32 %a1
  %x1 = load half, ptr addrspace(1) %p1
  %r = call half @llvm.maximum.f16(half %x0, half %x1)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @bitreverse_i8(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr i8, ptr addrspace(1) %in, i32 %i
  %x = load i8, ptr addrspace(1) %pi
  %r = call i8 @llvm.bitreverse.i8(i8 %x)
  %po = getelementptr i8, ptr addrspace(1) %out, i32 %i
  store i8 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @bitreverse_i16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr i16, ptr addrspace(1) %in, i32 %i
  %x = load i16, ptr addrspace(1) %pi
  %r = call i16 @llvm.bitreverse.i16(i16 %x)
  %po = getelementptr i16, ptr addrspace(1) %out, i32 %i
  store i16 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @bitreverse_i32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %pi
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @bitreverse_i32_uniform(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %g
  %x = load i32, ptr addrspace(1) %pi
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @bitreverse_i64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr i64, ptr addrspace(1) %in, i32 %i
  %x = load i64, ptr addrspace(1) %pi
  %r = call i64 @llvm.bitreverse.i64(i64 %x)
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_add(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_mul(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_and(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_or(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_xor(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_smin(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_smax(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_umin(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_umax(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %a0
  %x0 = load i32, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 %a1
  %x1 = load i32, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %in, i32 %a2
  %x2 = load i32, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %in, i32 %a3
  %x3 = load i32, ptr addrspace(1) %p3
  %v0 = insertelement <4 x i32> poison, i32 %x0, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %x1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %x2, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %x3, i32 3
  %r = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v3)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_add_i64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 2
  %a0 = add i32 %base, 0
  %p0 = getelementptr i64, ptr addrspace(1) %in, i32 %a0
  %x0 = load i64, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i64, ptr addrspace(1) %in, i32 %a1
  %x1 = load i64, ptr addrspace(1) %p1
  %v0 = insertelement <2 x i64> poison, i64 %x0, i32 0
  %v1 = insertelement <2 x i64> %v0, i64 %x1, i32 1
  %r = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %v1)
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_umax_i16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 8
  %a0 = add i32 %base, 0
  %p0 = getelementptr i16, ptr addrspace(1) %in, i32 %a0
  %x0 = load i16, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i16, ptr addrspace(1) %in, i32 %a1
  %x1 = load i16, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i16, ptr addrspace(1) %in, i32 %a2
  %x2 = load i16, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i16, ptr addrspace(1) %in, i32 %a3
  %x3 = load i16, ptr addrspace(1) %p3
  %a4 = add i32 %base, 4
  %p4 = getelementptr i16, ptr addrspace(1) %in, i32 %a4
  %x4 = load i16, ptr addrspace(1) %p4
  %a5 = add i32 %base, 5
  %p5 = getelementptr i16, ptr addrspace(1) %in, i32 %a5
  %x5 = load i16, ptr addrspace(1) %p5
  %a6 = add i32 %base, 6
  %p6 = getelementptr i16, ptr addrspace(1) %in, i32 %a6
  %x6 = load i16, ptr addrspace(1) %p6
  %a7 = add i32 %base, 7
  %p7 = getelementptr i16, ptr addrspace(1) %in, i32 %a7
  %x7 = load i16, ptr addrspace(1) %p7
  %v0 = insertelement <8 x i16> poison, i16 %x0, i32 0
  %v1 = insertelement <8 x i16> %v0, i16 %x1, i32 1
  %v2 = insertelement <8 x i16> %v1, i16 %x2, i32 2
  %v3 = insertelement <8 x i16> %v2, i16 %x3, i32 3
  %v4 = insertelement <8 x i16> %v3, i16 %x4, i32 4
  %v5 = insertelement <8 x i16> %v4, i16 %x5, i32 5
  %v6 = insertelement <8 x i16> %v5, i16 %x6, i32 6
  %v7 = insertelement <8 x i16> %v6, i16 %x7, i32 7
  %r = call i16 @llvm.vector.reduce.umax.v8i16(<8 x i16> %v7)
  %po = getelementptr i16, ptr addrspace(1) %out, i32 %i
  store i16 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_fadd(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 5
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %x2 = load float, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %x3 = load float, ptr addrspace(1) %p3
  %a4 = add i32 %base, 4
  %p4 = getelementptr float, ptr addrspace(1) %in, i32 %a4
  %x4 = load float, ptr addrspace(1) %p4
  %v0 = insertelement <4 x float> poison, float %x1, i32 0
  %v1 = insertelement <4 x float> %v0, float %x2, i32 1
  %v2 = insertelement <4 x float> %v1, float %x3, i32 2
  %v3 = insertelement <4 x float> %v2, float %x4, i32 3
  %r = call float @llvm.vector.reduce.fadd.v4f32(float %x0, <4 x float> %v3)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_fmul(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 5
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %x2 = load float, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %x3 = load float, ptr addrspace(1) %p3
  %a4 = add i32 %base, 4
  %p4 = getelementptr float, ptr addrspace(1) %in, i32 %a4
  %x4 = load float, ptr addrspace(1) %p4
  %v0 = insertelement <4 x float> poison, float %x1, i32 0
  %v1 = insertelement <4 x float> %v0, float %x2, i32 1
  %v2 = insertelement <4 x float> %v1, float %x3, i32 2
  %v3 = insertelement <4 x float> %v2, float %x4, i32 3
  %r = call float @llvm.vector.reduce.fmul.v4f32(float %x0, <4 x float> %v3)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_fmin(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %x2 = load float, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %x3 = load float, ptr addrspace(1) %p3
  %v0 = insertelement <4 x float> poison, float %x0, i32 0
  %v1 = insertelement <4 x float> %v0, float %x1, i32 1
  %v2 = insertelement <4 x float> %v1, float %x2, i32 2
  %v3 = insertelement <4 x float> %v2, float %x3, i32 3
  %r = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %v3)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_fmax(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %x2 = load float, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %x3 = load float, ptr addrspace(1) %p3
  %v0 = insertelement <4 x float> poison, float %x0, i32 0
  %v1 = insertelement <4 x float> %v0, float %x1, i32 1
  %v2 = insertelement <4 x float> %v1, float %x2, i32 2
  %v3 = insertelement <4 x float> %v2, float %x3, i32 3
  %r = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v3)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_fminimum(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %x2 = load float, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %x3 = load float, ptr addrspace(1) %p3
  %v0 = insertelement <4 x float> poison, float %x0, i32 0
  %v1 = insertelement <4 x float> %v0, float %x1, i32 1
  %v2 = insertelement <4 x float> %v1, float %x2, i32 2
  %v3 = insertelement <4 x float> %v2, float %x3, i32 3
  %r = call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %v3)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @reduce_fmaximum(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %base = mul i32 %i, 4
  %a0 = add i32 %base, 0
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %a0
  %x0 = load float, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %a1
  %x1 = load float, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr float, ptr addrspace(1) %in, i32 %a2
  %x2 = load float, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr float, ptr addrspace(1) %in, i32 %a3
  %x3 = load float, ptr addrspace(1) %p3
  %v0 = insertelement <4 x float> poison, float %x0, i32 0
  %v1 = insertelement <4 x float> %v0, float %x1, i32 1
  %v2 = insertelement <4 x float> %v1, float %x2, i32 2
  %v3 = insertelement <4 x float> %v2, float %x3, i32 3
  %r = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %v3)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptosi_sat_i32_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptoui_sat_i32_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptosi_sat_i8_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  %po = getelementptr i8, ptr addrspace(1) %out, i32 %i
  store i8 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptoui_sat_i16_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call i16 @llvm.fptoui.sat.i16.f32(float %x)
  %po = getelementptr i16, ptr addrspace(1) %out, i32 %i
  store i16 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptosi_sat_i64_f64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %i
  %x = load double, ptr addrspace(1) %pi
  %r = call i64 @llvm.fptosi.sat.i64.f64(double %x)
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptoui_sat_i32_f64(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr double, ptr addrspace(1) %in, i32 %i
  %x = load double, ptr addrspace(1) %pi
  %r = call i32 @llvm.fptoui.sat.i32.f64(double %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptosi_sat_i32_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call i32 @llvm.fptosi.sat.i32.f16(half %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @fptoui_sat_i8_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call i8 @llvm.fptoui.sat.i8.f16(half %x)
  %po = getelementptr i8, ptr addrspace(1) %out, i32 %i
  store i8 %r, ptr addrspace(1) %po
  ret void
}

