; The AMDGPU memory model on gfx900 (AMDGPUUsage, "Memory Model GFX6-GFX9"): atomic loads at
; agent or system scope bypass the L1 (glc); an acquire waits for its access and invalidates
; the L1's volatile lines (buffer_wbinvl1_vol); a release waits for the memory operations
; before it; work-group and wavefront scopes need none of that for global memory; fences do
; the same without an access; volatile loads (private ones too) bypass the L1 and complete
; before the next access. The same CHECK lines hold for llc-22's code (second RUN line), the oracle; kcc's
; waitcnt pass drops the model's waits that wait for nothing outstanding, as llc's does.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s

; CHECK-LABEL: load_acquire_agent:
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NEXT: buffer_wbinvl1_vol
; CHECK: global_store_dword

; CHECK-LABEL: load_monotonic_system:
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
; CHECK-NOT: buffer_wbinvl1_vol
; CHECK: s_endpgm

; CHECK-LABEL: load_acquire_workgroup:
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT: buffer_wbinvl1_vol
; CHECK: s_endpgm

; CHECK-LABEL: load_acquire_wavefront:
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT: buffer_wbinvl1_vol
; CHECK: s_endpgm

; CHECK-LABEL: store_release_agent:
; CHECK: global_store_dword
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NOT: s_waitcnt
; CHECK: global_store_dword
; CHECK-NEXT: s_endpgm

; CHECK-LABEL: rmw_seq_cst:
; CHECK: s_waitcnt vmcnt(0)
; CHECK-NOT: s_waitcnt
; CHECK: global_atomic_add v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NEXT: buffer_wbinvl1_vol

; CHECK-LABEL: fences:
; CHECK: global_store_dword
; CHECK-NOT: global_store_dword
; CHECK: s_waitcnt vmcnt(0)
; CHECK-NOT: s_waitcnt
; CHECK: global_store_dword
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NEXT: buffer_wbinvl1_vol
; CHECK-NEXT: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}

; CHECK-LABEL: volatile_load:
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
; CHECK-NEXT: s_waitcnt vmcnt(0)

; Private memory too (a pointer argument, so no alloca: the private segment is set up for the
; access itself).
; CHECK-LABEL: volatile_private:
; CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen{{$}}
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen glc
; CHECK-NEXT: s_waitcnt vmcnt(0)

; CHECK-LABEL: generic_acquire:
; CHECK: flat_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}] glc
; CHECK-NEXT: s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT: buffer_wbinvl1_vol

; An atomic load of a uniform address stays a vector load: the scalar cache is not coherent.
; CHECK-LABEL: uniform_atomic_load:
; CHECK-NOT: s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x0
; CHECK: global_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @load_acquire_agent(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("agent") acquire, align 4
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @load_monotonic_system(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = load atomic i32, ptr addrspace(1) %p monotonic, align 4
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @load_acquire_workgroup(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("workgroup") acquire, align 4
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @load_acquire_wavefront(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = load atomic i32, ptr addrspace(1) %p syncscope("wavefront") acquire, align 4
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @store_release_agent(ptr addrspace(1) %p, ptr addrspace(1) %flag) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %p, i32 %id
  store i32 %id, ptr addrspace(1) %o
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") release, align 4
  ret void
}

define amdgpu_kernel void @rmw_seq_cst(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %id, ptr addrspace(1) %o
  %old = atomicrmw add ptr addrspace(1) %p, i32 %id seq_cst, align 4
  %o2 = getelementptr i32, ptr addrspace(1) %o, i32 64
  store i32 %old, ptr addrspace(1) %o2
  ret void
}

define amdgpu_kernel void @fences(ptr addrspace(1) %p) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %p, i32 %id
  store i32 %id, ptr addrspace(1) %o
  fence syncscope("agent") release
  store i32 1, ptr addrspace(1) %p
  fence syncscope("agent") acquire
  %v = load i32, ptr addrspace(1) %o
  %o2 = getelementptr i32, ptr addrspace(1) %o, i32 64
  store i32 %v, ptr addrspace(1) %o2
  ret void
}

define amdgpu_kernel void @volatile_load(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i32, ptr addrspace(1) %p, i32 %id
  %v = load volatile i32, ptr addrspace(1) %g
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @volatile_private(ptr addrspace(5) %p, ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(5) %p, i32 %id
  store volatile i32 %id, ptr addrspace(5) %q
  %v = load volatile i32, ptr addrspace(5) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @generic_acquire(ptr %p, ptr addrspace(1) %out) {
  %v = load atomic i32, ptr %p syncscope("agent") acquire, align 4
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @uniform_atomic_load(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %v = load atomic i32, ptr addrspace(1) %p monotonic, align 4
  store i32 %v, ptr addrspace(1) %out
  ret void
}
