; Malformed occupancy attributes are errors that name the kernel and the attribute (llc
; rejects these too: "can't parse ... integer attribute"), never silently ignored; they are
; placed at the kernel's `define` line.
; RUN: sed 's/ATTR/"amdgpu-flat-work-group-size"="256"/' %s > %t.flat.ll
; RUN: not %kcc %t.flat.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=FLAT
; FLAT: kcc: error: {{.*}}.flat.ll:11:1: in kernel 'k', attribute "amdgpu-flat-work-group-size"="256" is malformed: expected "min,max" work-items
; RUN: sed 's/ATTR/"amdgpu-waves-per-eu"="ten"/' %s > %t.waves.ll
; RUN: not %kcc %t.waves.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=WAVES
; WAVES: kcc: error: {{.*}}.waves.ll:11:1: in kernel 'k', attribute "amdgpu-waves-per-eu"="ten" is malformed: expected "min[,max]" waves per execution unit

define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

attributes #0 = { ATTR }
