; The hardware drops 64-bit FLAT atomics on private memory (llc branches around them to a
; plain load and store there). kcc refuses them where a generic pointer may reach private
; memory (the kernel casts a private pointer to a generic one) and emits them where none can.
; RUN: not %kcc %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
; RUN: sed -e 's/%af, ptr %of/%of, ptr %of/' -e '/%af = /d' %s | %kcc - -S -o - | FileCheck %s --check-prefix=GLOBAL

; GLOBAL: flat_atomic_add_x2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
; GLOBAL: .amdhsa_user_sgpr_flat_scratch_init 0

define amdgpu_kernel void @wide(ptr addrspace(1) %out, i32 %private) {
  %a = alloca i64, align 8, addrspace(5)
  store volatile i64 1, ptr addrspace(5) %a
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %of = addrspacecast ptr addrspace(1) %out to ptr
  %c = icmp ne i32 %private, 0
  %p = select i1 %c, ptr %af, ptr %of
  %old = atomicrmw add ptr %p, i64 2 monotonic
; REFUSED: kcc: error: {{.*}}flat-atomic64-private.ll: in kernel 'wide': line [[@LINE-1]]:3: bb0, '{{.*}} = atomicrmw.add {{.*}}': kcc cannot generate code for 64-bit atomics through generic pointers that may point to private memory yet
  store i64 %old, ptr addrspace(1) %out
  ret void
}
