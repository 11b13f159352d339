; `<N x i1>` in memory and as kernel arguments: N bits, element i at bit i, in whole bytes
; (`<3 x i1>` one byte, `<12 x i1>` two, `<24 x i1>` three, `<64 x i1>` eight), through
; global memory, LDS and the kernarg segment, as llc-22 lays them out; and `i24` bitcast to
; and from `<3 x i8>`. Loading bits above N that no store of the type wrote is undefined
; (LangRef), so the input keeps them zero. Both objects must leave the same buffer, for
; either value of the `<1 x i1>` argument.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: %python -c "import random,sys; r=random.Random(5); b=bytearray(r.randrange(256) for _ in range(1024)); [b.__setitem__(16*t, b[16*t] & 3) or b.__setitem__(16*t+1, b[16*t+1] & 7) or b.__setitem__(16*t+3, b[16*t+3] & 15) for t in range(64)]; open(sys.argv[1],'wb').write(b)" %t.in
; RUN: rm -rf %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel bool_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:00 --arg bytes:05 --out-dir %t.kcc/0
; RUN: %kcc run %t.llc.o --kernel bool_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:00 --arg bytes:05 --out-dir %t.llc/0
; RUN: cmp %t.kcc/0/arg0.bin %t.llc/0/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel bool_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:01 --arg bytes:03 --out-dir %t.kcc/1
; RUN: %kcc run %t.llc.o --kernel bool_vectors --grid 64 --block 64 --arg zeros:2048 --arg buf:%t.in --arg bytes:01 --arg bytes:03 --out-dir %t.llc/1
; RUN: cmp %t.kcc/1/arg0.bin %t.llc/1/arg0.bin

declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [64 x i16] poison

define amdgpu_kernel void @bool_vectors(ptr addrspace(1) %out, ptr addrspace(1) %in, <1 x i1> %one, <3 x i1> %three) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr [16 x i8], ptr addrspace(1) %in, i32 %t
  %dst = getelementptr [32 x i8], ptr addrspace(1) %out, i32 %t
  ; <2 x i1> in a byte, swapped
  %a = load <2 x i1>, ptr addrspace(1) %src
  %a.s = shufflevector <2 x i1> %a, <2 x i1> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i1> %a.s, ptr addrspace(1) %dst
  ; <3 x i1>: the byte's high bits are not part of it
  %p3 = getelementptr i8, ptr addrspace(1) %src, i32 1
  %b = load <3 x i1>, ptr addrspace(1) %p3
  %b.n = xor <3 x i1> %b, <i1 true, i1 false, i1 true>
  %d3 = getelementptr i8, ptr addrspace(1) %dst, i32 1
  store <3 x i1> %b.n, ptr addrspace(1) %d3
  ; <12 x i1> in two bytes, <24 x i1> in three, <64 x i1> in eight
  %p12 = getelementptr i8, ptr addrspace(1) %src, i32 2
  %c = load <12 x i1>, ptr addrspace(1) %p12, align 1
  %c.r = shufflevector <12 x i1> %c, <12 x i1> poison, <12 x i32> <i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %d12 = getelementptr i8, ptr addrspace(1) %dst, i32 2
  store <12 x i1> %c.r, ptr addrspace(1) %d12, align 1
  %p24 = getelementptr i8, ptr addrspace(1) %src, i32 4
  %e = load <24 x i1>, ptr addrspace(1) %p24, align 1
  %e.n = xor <24 x i1> %e, splat (i1 true)
  %d24 = getelementptr i8, ptr addrspace(1) %dst, i32 4
  store <24 x i1> %e.n, ptr addrspace(1) %d24, align 1
  %p64 = getelementptr i8, ptr addrspace(1) %src, i32 8
  %f = load <64 x i1>, ptr addrspace(1) %p64, align 1
  %f.e = extractelement <64 x i1> %f, i32 37
  %f.z = zext i1 %f.e to i8
  %d64 = getelementptr i8, ptr addrspace(1) %dst, i32 8
  store <64 x i1> %f, ptr addrspace(1) %d64, align 1
  %dz = getelementptr i8, ptr addrspace(1) %dst, i32 16
  store i8 %f.z, ptr addrspace(1) %dz
  ; a truncation to booleans, stored
  %w = zext i32 %t to i64
  %v0 = insertelement <3 x i64> poison, i64 %w, i32 0
  %w1 = lshr i64 %w, 1
  %v1 = insertelement <3 x i64> %v0, i64 %w1, i32 1
  %w2 = lshr i64 %w, 2
  %v2 = insertelement <3 x i64> %v1, i64 %w2, i32 2
  %tr = trunc <3 x i64> %v2 to <3 x i1>
  %dt = getelementptr i8, ptr addrspace(1) %dst, i32 17
  store <3 x i1> %tr, ptr addrspace(1) %dt
  ; through LDS
  %l = getelementptr [64 x i16], ptr addrspace(3) @lds, i32 0, i32 %t
  %c.x = load <16 x i1>, ptr addrspace(1) %p12, align 1
  store <16 x i1> %c.x, ptr addrspace(3) %l
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %t2 = xor i32 %t, 1
  %l2 = getelementptr [64 x i16], ptr addrspace(3) @lds, i32 0, i32 %t2
  %g = load <16 x i1>, ptr addrspace(3) %l2
  %dl = getelementptr i8, ptr addrspace(1) %dst, i32 18
  store <16 x i1> %g, ptr addrspace(1) %dl, align 1
  ; arguments
  %o = extractelement <1 x i1> %one, i32 0
  %th = extractelement <3 x i1> %three, i32 2
  %ot = xor i1 %o, %th
  %oz = zext i1 %ot to i8
  %da = getelementptr i8, ptr addrspace(1) %dst, i32 20
  store i8 %oz, ptr addrspace(1) %da
  %d3a = getelementptr i8, ptr addrspace(1) %dst, i32 21
  store <3 x i1> %three, ptr addrspace(1) %d3a
  ; i24 and <3 x i8>
  %p4 = getelementptr i8, ptr addrspace(1) %src, i32 4
  %i24 = load i24, ptr addrspace(1) %p4, align 1
  %bytes = bitcast i24 %i24 to <3 x i8>
  %bytes.r = shufflevector <3 x i8> %bytes, <3 x i8> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %back = bitcast <3 x i8> %bytes.r to i24
  %back.1 = add i24 %back, 1
  %d24b = getelementptr i8, ptr addrspace(1) %dst, i32 24
  store i24 %back.1, ptr addrspace(1) %d24b, align 1
  ret void
}

declare void @llvm.amdgcn.s.barrier()
