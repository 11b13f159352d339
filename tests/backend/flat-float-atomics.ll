; Float atomics through a generic pointer: gfx900 has none, so a compare-and-swap loop on
; flat_atomic_cmpswap (as llc builds it). The pointer may reach global memory or LDS, per
; lane; lanes share elements, so their swaps succeed one lane per iteration. The returned
; values and memory must equal llc-22's (its atomic optimizer off, so each lane swaps alone).
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -amdgpu-atomic-optimizer-strategy=None -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/floats.py %t.a 64 32 11
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*4*4))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s

; CHECK-LABEL: k:
; CHECK: flat_load_dword
; CHECK: flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
; CHECK: flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
; CHECK: s_endpgm

@lds = internal addrspace(3) global [8 x float] poison, align 4
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %id
  %x = load float, ptr addrspace(1) %pa
  %bin = and i32 %id, 7
  %l = getelementptr float, ptr addrspace(3) @lds, i32 %bin
  store float 1.0, ptr addrspace(3) %l
  call void @llvm.amdgcn.s.barrier()
  ; Odd lanes add into LDS, even ones into the first 8 elements of %a.
  %g = getelementptr float, ptr addrspace(1) %a, i32 %bin
  %gg = addrspacecast ptr addrspace(1) %g to ptr
  %lg = addrspacecast ptr addrspace(3) %l to ptr
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  %p = select i1 %isodd, ptr %lg, ptr %gg
  %r0 = atomicrmw fadd ptr %p, float %x syncscope("agent") monotonic
  %r1 = atomicrmw fmax ptr %p, float %r0 syncscope("agent") monotonic
  call void @llvm.amdgcn.s.barrier()
  %sum = load float, ptr addrspace(3) %l
  %o = mul i32 %id, 4
  %po = getelementptr float, ptr addrspace(1) %out, i32 %o
  store float %r0, ptr addrspace(1) %po
  %po1 = getelementptr float, ptr addrspace(1) %po, i32 1
  store float %r1, ptr addrspace(1) %po1
  %po2 = getelementptr float, ptr addrspace(1) %po, i32 2
  store float %sum, ptr addrspace(1) %po2
  ret void
}
