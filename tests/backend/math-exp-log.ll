; llvm.exp/exp2/exp10/log/log2/log10 on f32 and f16. kcc expands them as llc-22 does (range
; reduction in extended precision around v_exp_f32, denormal scaling around v_log_f32), so both
; objects must give the same bits on the emulator, within OpenCL's 3 ulp (f16: 2) of the host's
; libm in double precision; tests/Inputs/backend/mathfn.py prints the largest errors.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %python %inputs/backend/mathfn.py %kcc %t.kcc.o %t.llc.o %t.dir exp_f32 exp_f32_uniform exp2_f32 exp10_f32 log_f32 log2_f32 log10_f32 exp_f16 exp2_f16 exp10_f16 log_f16 log2_f16 log10_f16

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @exp_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.exp.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp_f32_uniform(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %g
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.exp.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp2_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.exp2.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp10_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.exp10.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.log.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log2_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.log2.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log10_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.log10.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.exp.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp2_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.exp2.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @exp10_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.exp10.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.log.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log2_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.log2.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @log10_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.log10.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

