; getelementptr on vectors of pointers (per element, a scalar base or index serving every
; element; array indices from constant vectors) into LDS, and an index of an odd width (i23,
; sign-extended from its own width: negative for the first lanes). Both compilers' objects
; must leave the same buffer.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<128I', *range(1000, 1128)))" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel vector_geps --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel vector_geps --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [128 x float] poison

define amdgpu_kernel void @vector_geps(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %tf = uitofp i32 %t to float
  ; two LDS pointers, indexed per element
  %b0 = insertelement <2 x ptr addrspace(3)> poison, ptr addrspace(3) @lds, i32 0
  %lds64 = getelementptr float, ptr addrspace(3) @lds, i32 64
  %b = insertelement <2 x ptr addrspace(3)> %b0, ptr addrspace(3) %lds64, i32 1
  %i0 = insertelement <2 x i32> poison, i32 %t, i32 0
  %t63 = sub i32 63, %t
  %i = insertelement <2 x i32> %i0, i32 %t63, i32 1
  %g = getelementptr inbounds float, <2 x ptr addrspace(3)> %b, <2 x i32> %i
  %g0 = extractelement <2 x ptr addrspace(3)> %g, i32 0
  %g1 = extractelement <2 x ptr addrspace(3)> %g, i32 1
  store float %tf, ptr addrspace(3) %g0
  %tf2 = fmul float %tf, 2.0
  store float %tf2, ptr addrspace(3) %g1
  call void @llvm.amdgcn.s.barrier()
  ; a scalar base and a vector index; array indices from constant vectors
  %v0 = insertelement <4 x i32> poison, i32 %t, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %t63, i32 2
  %v = insertelement <4 x i32> %v2, i32 2, i32 3
  %q = getelementptr float, ptr addrspace(3) @lds, <4 x i32> %v
  %arr = getelementptr [16 x float], <4 x ptr addrspace(3)> %q, <4 x i16> zeroinitializer, <4 x i16> splat (i16 5)
  %l0 = load float, ptr addrspace(3) %g1
  %a0 = extractelement <4 x ptr addrspace(3)> %arr, i32 0
  %a2 = extractelement <4 x ptr addrspace(3)> %arr, i32 2
  %a3 = extractelement <4 x ptr addrspace(3)> %arr, i32 3
  %l1 = load float, ptr addrspace(3) %a0
  %l2 = load float, ptr addrspace(3) %a2
  %l3 = load float, ptr addrspace(3) %a3
  ; an index of an odd width, negative for the first lanes
  %k32 = sub i32 %t, 5
  %k = trunc i32 %k32 to i23
  %base = getelementptr i32, ptr addrspace(1) %in, i32 16
  %p = getelementptr i32, ptr addrspace(1) %base, i23 %k
  %l4 = load i32, ptr addrspace(1) %p
  %l4f = bitcast i32 %l4 to float
  %o = getelementptr [8 x float], ptr addrspace(1) %out, i32 %t
  store float %l0, ptr addrspace(1) %o
  %o1 = getelementptr float, ptr addrspace(1) %o, i32 1
  store float %l1, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o, i32 2
  store float %l2, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o, i32 3
  store float %l3, ptr addrspace(1) %o3
  %o4 = getelementptr float, ptr addrspace(1) %o, i32 4
  store float %l4f, ptr addrspace(1) %o4
  ret void
}

declare void @llvm.amdgcn.s.barrier()
