; Image intrinsic forms kcc does not compile are clear errors naming the call, never a crash.
; RUN: split-file %s %t
; RUN: not %kcc %t/a16.ll -o %t/a16.o 2>&1 | FileCheck %s --check-prefix=A16
; RUN: not %kcc %t/fmin.ll -o %t/fmin.o 2>&1 | FileCheck %s --check-prefix=FMIN
; A16: a16.ll:2:3: 'llvm.amdgcn.image.load.2d.v4f32.i16.v8i32' with 16-bit addresses: kcc does not pack them into gfx900's a16 form yet
; FMIN: fmin.ll:2:3: 'llvm.amdgcn.image.atomic.fmin.1d.f32.i32.v8i32': gfx900 has no float image atomics

;--- a16.ll
define amdgpu_kernel void @k(ptr addrspace(1) %out, <8 x i32> %t, i16 %x) {
  %v = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i16(i32 15, i16 %x, i16 %x, <8 x i32> %t, i32 0, i32 0)
  store <4 x float> %v, ptr addrspace(1) %out
  ret void
}

;--- fmin.ll
define amdgpu_kernel void @k(ptr addrspace(1) %out, <8 x i32> %t, i32 %x, float %v) {
  %r = call float @llvm.amdgcn.image.atomic.fmin.1d.f32.i32(float %v, i32 %x, <8 x i32> %t, i32 0, i32 0)
  store float %r, ptr addrspace(1) %out
  ret void
}
