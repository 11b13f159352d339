; Atomics on private memory (each lane's own, so no other thread can interleave): a plain
; load, the operation and a store, as LLVM lowers them; cmpxchg stores the new value or the old
; one. The results must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 64 32 5
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*4*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK-NOT: _atomic_
; CHECK: buffer_load_dword
; CHECK: buffer_store_dword
; CHECK: s_endpgm
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %id
  %x = load i32, ptr addrspace(1) %pa
  %arr = alloca [4 x i32], align 4, addrspace(5)
  %slot = and i32 %x, 3
  %e = getelementptr i32, ptr addrspace(5) %arr, i32 %slot
  store i32 7, ptr addrspace(5) %arr
  %e1 = getelementptr i32, ptr addrspace(5) %arr, i32 1
  store i32 100, ptr addrspace(5) %e1
  %e2 = getelementptr i32, ptr addrspace(5) %arr, i32 2
  store i32 -5, ptr addrspace(5) %e2
  %e3 = getelementptr i32, ptr addrspace(5) %arr, i32 3
  store float 2.5, ptr addrspace(5) %e3
  %r0 = atomicrmw add ptr addrspace(5) %e, i32 %x monotonic
  %r1 = atomicrmw umax ptr addrspace(5) %e1, i32 %x monotonic
  %r2 = atomicrmw xchg ptr addrspace(5) %e2, i32 %id monotonic
  %r3 = atomicrmw fadd ptr addrspace(5) %e3, float 1.5 monotonic
  %c = cmpxchg ptr addrspace(5) %e, i32 %x, i32 %id monotonic monotonic
  %c0 = extractvalue { i32, i1 } %c, 0
  %c1 = extractvalue { i32, i1 } %c, 1
  %c1z = zext i1 %c1 to i32
  %s = load i32, ptr addrspace(5) %e
  %r3i = bitcast float %r3 to i32
  %o = mul i32 %id, 8
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r0, ptr addrspace(1) %po
  %p1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  store i32 %r3i, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %po, i32 4
  store i32 %c0, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %po, i32 5
  store i32 %c1z, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %po, i32 6
  store i32 %s, ptr addrspace(1) %p6
  ret void
}
