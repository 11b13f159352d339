; The hardware drops 64-bit FLAT atomics on private memory, so where a generic pointer may
; reach it (the kernel casts a private pointer to a generic one) kcc branches, as llc does:
; addresses in the private aperture take a plain load and store, the others the FLAT atomic.
; Odd lanes point into their private memory, even ones into global memory; the returned values
; and both memories afterwards must equal llc-22's. Where no private pointer is cast to a
; generic one, the atomic is emitted alone.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*8*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel wide --grid 64 --block 64 --arg buf:%t.out --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 64 --block 64 --arg buf:%t.out --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; RUN: sed -e 's/%af, ptr %of/%of, ptr %of/' -e '/%af = /d' %s | %kcc - -S -o - | FileCheck %s --check-prefix=GLOBAL

; CHECK-LABEL: wide:
; CHECK: src_private_base
; CHECK: v_cmp_eq_u64
; CHECK: flat_atomic_add_x2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
; CHECK: buffer_load_dwordx2
; CHECK: buffer_store_dwordx2
; CHECK: flat_atomic_cmpswap_x2
; CHECK: .amdhsa_user_sgpr_flat_scratch_init 1

; GLOBAL-NOT: src_private_base
; (select %c, %of, %of is %of, a global pointer: the atomic is a global one.)
; GLOBAL: global_atomic_add_x2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] glc
; GLOBAL: .amdhsa_user_sgpr_flat_scratch_init 0

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @wide(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = alloca i64, align 8, addrspace(5)
  %id64 = zext i32 %id to i64
  store volatile i64 %id64, ptr addrspace(5) %a
  %af = addrspacecast ptr addrspace(5) %a to ptr
  %g = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 100, ptr addrspace(1) %g
  %of = addrspacecast ptr addrspace(1) %g to ptr
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  %p = select i1 %c, ptr %af, ptr %of
  %old = atomicrmw add ptr %p, i64 2 monotonic
  %pair = cmpxchg ptr %p, i64 102, i64 7 monotonic monotonic
  %seen = extractvalue { i64, i1 } %pair, 0
  %mine = load volatile i64, ptr addrspace(5) %a
  %o = add i32 %id, 64
  %po = getelementptr i64, ptr addrspace(1) %out, i32 %o
  store i64 %old, ptr addrspace(1) %po
  %o2 = add i32 %id, 128
  %po2 = getelementptr i64, ptr addrspace(1) %out, i32 %o2
  store i64 %seen, ptr addrspace(1) %po2
  %o3 = add i32 %id, 192
  %po3 = getelementptr i64, ptr addrspace(1) %out, i32 %o3
  store i64 %mine, ptr addrspace(1) %po3
  ret void
}
