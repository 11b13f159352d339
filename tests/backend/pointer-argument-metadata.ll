; Pointer arguments of every address space are described in the HSA metadata as llc-22
; describes them: region (2) and private (5) pointers get their `.address_space`, a buffer
; resource (8) is a global buffer of 16 bytes, a buffer fat pointer (7) bytes by value.
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: %llc %s -o - | FileCheck %s

; CHECK:      .args:
; CHECK-NEXT:   - .address_space: region
; CHECK-NEXT:     .name: gds
; CHECK-NEXT:     .offset: 0
; CHECK-NEXT:     .size: 4
; CHECK-NEXT:     .value_kind: global_buffer
; CHECK-NEXT:   - .address_space: private
; CHECK-NEXT:     .name: scratch
; CHECK-NEXT:     .offset: 4
; CHECK-NEXT:     .size: 4
; CHECK-NEXT:     .value_kind: global_buffer
; CHECK-NEXT:   - .name: const32
; CHECK-NEXT:     .offset: 8
; CHECK-NEXT:     .size: 4
; CHECK-NEXT:     .value_kind: global_buffer
; CHECK-NEXT:   - .name: rsrc
; CHECK-NEXT:     .offset: 16
; CHECK-NEXT:     .size: 16
; CHECK-NEXT:     .value_kind: global_buffer
; CHECK-NEXT:   - .name: fat
; CHECK-NEXT:     .offset: 32
; CHECK-NEXT:     .size: 32
; CHECK-NEXT:     .value_kind: by_value

define amdgpu_kernel void @k(ptr addrspace(2) %gds, ptr addrspace(5) %scratch, ptr addrspace(6) %const32,
                             ptr addrspace(8) %rsrc, ptr addrspace(7) %fat) {
  ret void
}
