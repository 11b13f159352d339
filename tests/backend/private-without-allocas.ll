; Private memory reached without an alloca (a private pointer argument, undef): the kernel
; still gets a private segment, its buffer resource in s[0:3] and its wave offset, as llc-22
; gives it (the same CHECK lines hold for llc's code, the oracle).
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s

; CHECK-LABEL: through_argument:
; CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen
; CHECK: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen{{$}}
; CHECK: global_store_dword
; CHECK: .amdhsa_user_sgpr_private_segment_buffer 1

; CHECK-LABEL: to_undef:
; CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen
; CHECK: .amdhsa_user_sgpr_private_segment_buffer 1

; CHECK-LABEL: i1_through_argument:
; CHECK: buffer_store_byte v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen
; CHECK: .amdhsa_user_sgpr_private_segment_buffer 1

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @through_argument(ptr addrspace(5) %p, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(5) %p, i32 %t
  store i32 %t, ptr addrspace(5) %q
  %v = load i32, ptr addrspace(5) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @to_undef() {
  store volatile i32 0, ptr addrspace(5) undef
  ret void
}

define amdgpu_kernel void @i1_through_argument(ptr addrspace(5) %p) {
  store i1 true, ptr addrspace(5) %p
  ret void
}
