; f32 atomics on LDS (ds_add/min/max_rtn_f32), each lane on its own element and all on a shared
; one; the returned values and the memory afterwards must equal llc-22's.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 -c "import random,struct,sys; r=random.Random(31); open(sys.argv[1],'wb').write(b''.join(struct.pack('<f', r.choice([0.0, -0.0, 1.0, -3.0]) if i % 7 == 0 else float(r.randrange(-500, 500))) for i in range(128)))" %t.a
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(64*4*8))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel k --grid 64 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
; CHECK: ds_add_rtn_f32
; CHECK: ds_min_rtn_f32
; CHECK: ds_max_rtn_f32

@lds = internal addrspace(3) global [65 x float] poison, align 4
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %id
  %x = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 64
  %y = load float, ptr addrspace(1) %pb
  %mine = getelementptr [65 x float], ptr addrspace(3) @lds, i32 0, i32 %id
  %common = getelementptr [65 x float], ptr addrspace(3) @lds, i32 0, i32 64
  store float %x, ptr addrspace(3) %mine
  store float 0.0, ptr addrspace(3) %common
  call void @llvm.amdgcn.s.barrier()
  %r0 = atomicrmw fadd ptr addrspace(3) %common, float %y syncscope("workgroup") monotonic
  %r1 = atomicrmw fmin ptr addrspace(3) %mine, float %y syncscope("workgroup") monotonic
  %r2 = atomicrmw fmax ptr addrspace(3) %mine, float %r0 syncscope("workgroup") monotonic
  %r3 = atomicrmw fadd ptr addrspace(3) %mine, float %r1 syncscope("workgroup") monotonic
  call void @llvm.amdgcn.s.barrier()
  %m = load float, ptr addrspace(3) %mine
  %c = load float, ptr addrspace(3) %common
  %vals = insertelement <8 x float> poison, float %r0, i32 0
  %v1 = insertelement <8 x float> %vals, float %r1, i32 1
  %v2 = insertelement <8 x float> %v1, float %r2, i32 2
  %v3 = insertelement <8 x float> %v2, float %r3, i32 3
  %v4 = insertelement <8 x float> %v3, float %m, i32 4
  %v5 = insertelement <8 x float> %v4, float %c, i32 5
  %v6 = insertelement <8 x float> %v5, float %x, i32 6
  %v7 = insertelement <8 x float> %v6, float %y, i32 7
  %o = mul i32 %id, 8
  %po = getelementptr float, ptr addrspace(1) %out, i32 %o
  store <8 x float> %v7, ptr addrspace(1) %po, align 4
  ret void
}
