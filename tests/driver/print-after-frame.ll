; The `frame` machine pass lays out the frame on the allocation; --print-after=frame prints it.
; What it prints is what the prologue, the scratch accesses and the descriptor then use.
; RUN: %kcc %s -S -o %t.s --print-after=frame 2> %t.frame
; RUN: cat %t.frame %t.s | FileCheck %s

; CHECK-LABEL: # *** Machine Dump After frame (kernel k) ***
; CHECK: private segment: from the start, resource s[0:3], wave offset s[[OFF:[0-9]+]]
; CHECK: private bytes per lane: [[BYTES:[0-9]+]] (allocas [[BYTES]], VGPR spill slots 0)
; CHECK-LABEL: k:
; CHECK: s_add_u32 s0, s0, s[[OFF]]
; CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[0:3], 0 offen
; CHECK: .amdhsa_private_segment_fixed_size [[BYTES]]
; CHECK: .amdhsa_system_sgpr_private_segment_wavefront_offset 1

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %buf = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 15
  %p = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 %i
  store i32 %tid, ptr addrspace(5) %p
  %j = xor i32 %i, %n
  %j15 = and i32 %j, 15
  %q = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 %j15
  %v = load i32, ptr addrspace(5) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
