; An unused plain load goes, as LLVM removes it; unused volatile and atomic loads stay (the
; access itself is what they ask for), as in llc-22's code.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK-NOT: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:256 glc
; CHECK-NOT: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:512 glc
; CHECK-NOT: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK: s_endpgm

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %dead = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr i32, ptr addrspace(1) %p, i32 64
  %vol = load volatile i32, ptr addrspace(1) %q, align 4
  %r = getelementptr i32, ptr addrspace(1) %p, i32 128
  %at = load atomic i32, ptr addrspace(1) %r monotonic, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %id, ptr addrspace(1) %o, align 4
  ret void
}
