; llvm.sin/cos on f32 and f16: the argument times 1/2π, then v_sin/v_cos (gfx900 reduces any
; argument itself), as llc-22 does. Both objects must give the same bits on the emulator, within
; 4 ulp of the host's libm where the scaled argument's rounding allows it (|x| up to about 1,
; away from the zeros), else within the error that rounding implies; see mathfn.py.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: %python %inputs/backend/mathfn.py %kcc %t.kcc.o %t.llc.o %t.dir sin_f32 cos_f32 sin_f16 cos_f16

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @sin_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.sin.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @cos_f32(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %pi
  %r = call float @llvm.cos.f32(float %x)
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @sin_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.sin.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

define amdgpu_kernel void @cos_f16(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = shl i32 %g, 6
  %i = add i32 %b, %id
  %pi = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %pi
  %r = call half @llvm.cos.f16(half %x)
  %po = getelementptr half, ptr addrspace(1) %out, i32 %i
  store half %r, ptr addrspace(1) %po
  ret void
}

