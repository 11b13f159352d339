; Image intrinsic forms kcc does not compile are clear errors naming the call, never a crash.
; RUN: split-file %s %t
; RUN: not %kcc %t/a16.ll -o %t/a16.o 2>&1 | FileCheck %s --check-prefix=A16
; RUN: not %kcc %t/tfe.ll -o %t/tfe.o 2>&1 | FileCheck %s --check-prefix=TFE
; A16: a16.ll:2:3: 'llvm.amdgcn.image.load.2d.v4f32.i16.v8i32' with 16-bit addresses: kcc does not pack them into gfx900's a16 form yet
; TFE: tfe.ll:2:3: 'llvm.amdgcn.image.load.2d.sl_v4f32i32s.i32.v8i32' with texfailctrl 1: kcc does not return tfe/lwe's status dword yet

;--- a16.ll
define amdgpu_kernel void @k(ptr addrspace(1) %out, <8 x i32> %t, i16 %x) {
  %v = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i16(i32 15, i16 %x, i16 %x, <8 x i32> %t, i32 0, i32 0)
  store <4 x float> %v, ptr addrspace(1) %out
  ret void
}

;--- tfe.ll
define amdgpu_kernel void @k(ptr addrspace(1) %out, <8 x i32> %t, i32 %x) {
  %r = call { <4 x float>, i32 } @llvm.amdgcn.image.load.2d.sl_v4f32i32s.i32(i32 15, i32 %x, i32 %x, <8 x i32> %t, i32 1, i32 0)
  %v = extractvalue { <4 x float>, i32 } %r, 0
  store <4 x float> %v, ptr addrspace(1) %out
  ret void
}
