; The largest work-group a kernel allows (`.max_flat_workgroup_size` in its metadata) is what
; llc-22 makes of "amdgpu-flat-work-group-size": the range's max, and 1024 (AMDGPUUsage's
; default) without the attribute or for a range gfx900 cannot have (max above 1024, min
; above max, min 0), which llc ignores rather than refuses. The same CHECK lines hold for
; llc's metadata, the oracle; both objects then run a 1024-item work-group alike.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel too_large --grid 1024 --block 1024 --arg zeros:4096 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel too_large --grid 1024 --block 1024 --arg zeros:4096 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

; (Each kernel's map lists its maximum before its name.)
; CHECK: .max_flat_workgroup_size: 1024
; CHECK-NEXT: .name: default
; CHECK: .max_flat_workgroup_size: 128
; CHECK-NEXT: .name: within
; CHECK: .max_flat_workgroup_size: 1024
; CHECK-NEXT: .name: too_large
; CHECK: .max_flat_workgroup_size: 1024
; CHECK-NEXT: .name: min_above_max
; CHECK: .max_flat_workgroup_size: 1024
; CHECK-NEXT: .name: min_zero

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @default(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @within(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @too_large(ptr addrspace(1) %p) #1 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %t, ptr addrspace(1) %q
  ret void
}

define amdgpu_kernel void @min_above_max(ptr addrspace(1) %p) #2 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @min_zero(ptr addrspace(1) %p) #3 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,128" }
attributes #1 = { "amdgpu-flat-work-group-size"="1024,2048" }
attributes #2 = { "amdgpu-flat-work-group-size"="256,64" }
attributes #3 = { "amdgpu-flat-work-group-size"="0,64" }
