; Division and remainder by constants (MIR pass `combine`): a multiply-high by a magic number
; and shifts instead of the reciprocal-and-correct division sequence, on the VALU for
; divergent dividends (v_mul_hi_u32/i32) and on the SALU for uniform ones (s_mul_hi_u32/i32).
; Divisors: small odd and even ones, ones whose magic needs the add form (7) or a pre-shift
; (14), large ones, negative ones, 1, -1, powers of two and the most negative number (left to
; the general sequence). Results must equal llc-22's on boundary and random operands.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.a 256 32 21
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4*32))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel divergent --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel divergent --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.a --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:-2147483648 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:-2147483648 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:-1 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:-1 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:2147483647 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:2147483647 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:-1234567 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel uniform --grid 64 --block 64 --arg buf:%t.out --arg i32:-1234567 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: python3 %inputs/backend/values.py %t.c 256 64 22
; RUN: %kcc run %t.kcc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.c --arg i64:-9223372036854775807 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.c --arg i64:-9223372036854775807 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc run %t.kcc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.c --arg i64:81985529216486895 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel wide --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.c --arg i64:81985529216486895 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: %kcc %s -S -o - | FileCheck %s
target triple = "amdgcn-amd-amdhsa"

; srem by 17 as llc does it: 0x78787879, >> 3, plus the sign bit.
; CHECK-LABEL: divergent:
; CHECK-NOT: v_rcp_iflag_f32
; CHECK: s_mov_b32 [[M17:s[0-9]+]], 0x78787879
; CHECK: v_mul_hi_i32 [[T:v[0-9]+]], v{{[0-9]+}}, [[M17]]
; CHECK-NEXT: v_ashrrev_i32_e32 [[Q:v[0-9]+]], 3, [[T]]
; CHECK-NEXT: v_lshrrev_b32_e32 [[S:v[0-9]+]], 31, [[Q]]
; CHECK-NEXT: v_add_u32_e32 [[Q2:v[0-9]+]], [[Q]], [[S]]
; CHECK-NEXT: v_mul_lo_u32 [[P:v[0-9]+]], [[Q2]], 17
; CHECK-NEXT: v_sub_u32_e32 v{{[0-9]+}}, v{{[0-9]+}}, [[P]]
; udiv by 3: 0xaaaaaaab, >> 1.
; CHECK: s_mov_b32 [[M3:s[0-9]+]], 0xaaaaaaab
; CHECK: v_mul_hi_u32 [[U:v[0-9]+]], v{{[0-9]+}}, [[M3]]
; CHECK-NEXT: v_lshrrev_b32_e32 v{{[0-9]+}}, 1, [[U]]
; CHECK-NOT: v_rcp_iflag_f32
; CHECK: s_endpgm
define amdgpu_kernel void @divergent(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p
  %r0 = srem i32 %x, 17
  %r1 = udiv i32 %x, 3
  %r2 = sdiv i32 %x, 17
  %r3 = urem i32 %x, 17
  %r4 = udiv i32 %x, 7
  %r5 = sdiv i32 %x, 7
  %r6 = udiv i32 %x, 14
  %r7 = urem i32 %x, 641
  %r8 = sdiv i32 %x, -17
  %r9 = srem i32 %x, -17
  %r10 = sdiv i32 %x, 2147483647
  %r11 = udiv i32 %x, 2147483647
  %r12 = sdiv i32 %x, 1
  %r13 = srem i32 %x, -1
  %r14 = sdiv i32 %x, -8
  %r15 = srem i32 %x, -8
  %r16 = sdiv i32 %x, -2147483648
  %r17 = srem i32 %x, -2147483648
  %r18 = udiv i32 %x, 4294967295
  %r19 = urem i32 %x, 3000000000
  %r20 = sdiv i32 %x, 3
  %r21 = srem i32 %x, 1000003
  %r22 = udiv i32 %x, 1
  %r23 = urem i32 %x, 6
  %o = mul i32 %i, 24
  call void @put(ptr addrspace(1) %out, i32 %o, i32 0, i32 %r0)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 1, i32 %r1)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 2, i32 %r2)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 3, i32 %r3)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 4, i32 %r4)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 5, i32 %r5)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 6, i32 %r6)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 7, i32 %r7)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 8, i32 %r8)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 9, i32 %r9)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 10, i32 %r10)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 11, i32 %r11)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 12, i32 %r12)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 13, i32 %r13)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 14, i32 %r14)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 15, i32 %r15)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 16, i32 %r16)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 17, i32 %r17)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 18, i32 %r18)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 19, i32 %r19)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 20, i32 %r20)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 21, i32 %r21)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 22, i32 %r22)
  call void @put(ptr addrspace(1) %out, i32 %o, i32 23, i32 %r23)
  ret void
}

; A uniform dividend (the argument plus the group id): the scalar unit's multiply-high.
; CHECK-LABEL: uniform:
; CHECK-NOT: v_rcp_iflag_f32
; CHECK-DAG: s_mul_hi_i32 s{{[0-9]+}}, s{{[0-9]+}}, s{{[0-9]+}}
; CHECK-DAG: s_mul_hi_u32 s{{[0-9]+}}, s{{[0-9]+}}, s{{[0-9]+}}
; CHECK-NOT: v_mul_hi
; CHECK: s_endpgm
define amdgpu_kernel void @uniform(ptr addrspace(1) %out, i32 %a) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gs = mul i32 %g, 1234567
  %x = add i32 %a, %gs
  %r0 = srem i32 %x, 17
  %r1 = udiv i32 %x, 3
  %r2 = sdiv i32 %x, 7
  %r3 = urem i32 %x, 7
  %r4 = udiv i32 %x, 14
  %r5 = sdiv i32 %x, -641
  %r6 = srem i32 %x, 641
  %r7 = udiv i32 %x, 3000000000
  %s0 = xor i32 %r0, %r1
  %s1 = add i32 %r2, %r3
  %s2 = sub i32 %r4, %r5
  %s3 = xor i32 %r6, %r7
  %base = shl i32 %g, 8
  %i = add i32 %base, %t
  %sel = and i32 %t, 3
  %c1 = icmp eq i32 %sel, 1
  %c2 = icmp eq i32 %sel, 2
  %c3 = icmp eq i32 %sel, 3
  %v1 = select i1 %c1, i32 %s1, i32 %s0
  %v2 = select i1 %c2, i32 %s2, i32 %v1
  %v3 = select i1 %c3, i32 %s3, i32 %v2
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %v3, ptr addrspace(1) %p
  %q = getelementptr i32, ptr addrspace(1) %p, i32 64
  store i32 %x, ptr addrspace(1) %q
  ret void
}

; 64 bits: the high half of the product from 32-bit partial products (v_mul_hi_u32 and
; v_mad_u64_u32), for per-lane and uniform dividends.
; CHECK-LABEL: wide:
; CHECK-NOT: v_rcp_f32
; CHECK: v_mul_hi_u32
; CHECK-NEXT: v_mov_b32_e32
; CHECK-NEXT: v_mad_u64_u32
; CHECK-NEXT: v_mad_u64_u32
; CHECK-NOT: v_rcp_f32
; CHECK: s_endpgm
define amdgpu_kernel void @wide(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %u) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %g, 6
  %i = add i32 %base, %t
  %p = getelementptr i64, ptr addrspace(1) %in, i32 %i
  %x = load i64, ptr addrspace(1) %p
  %r0 = srem i64 %x, 1000003
  %r1 = udiv i64 %x, 3
  %r2 = sdiv i64 %x, 7
  %r3 = urem i64 %x, 7
  %r4 = sdiv i64 %x, -17
  %r5 = udiv i64 %x, 4294967297
  %r6 = srem i64 %x, -9223372036854775808
  %r7 = sdiv i64 %x, 9223372036854775807
  %r8 = udiv i64 %x, 14
  %gu = zext i32 %g to i64
  %y = mul i64 %u, %gu
  %r9 = sdiv i64 %y, 641
  %r10 = urem i64 %y, 1000000000039
  %r11 = srem i64 %y, -10
  %o = mul i32 %i, 12
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 0, i64 %r0)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 1, i64 %r1)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 2, i64 %r2)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 3, i64 %r3)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 4, i64 %r4)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 5, i64 %r5)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 6, i64 %r6)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 7, i64 %r7)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 8, i64 %r8)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 9, i64 %r9)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 10, i64 %r10)
  call void @put64(ptr addrspace(1) %out, i32 %o, i32 11, i64 %r11)
  ret void
}

define internal void @put64(ptr addrspace(1) %out, i32 %o, i32 %k, i64 %v) alwaysinline {
  %j = add i32 %o, %k
  %p = getelementptr i64, ptr addrspace(1) %out, i32 %j
  store i64 %v, ptr addrspace(1) %p
  ret void
}

define internal void @put(ptr addrspace(1) %out, i32 %o, i32 %k, i32 %v) alwaysinline {
  %j = add i32 %o, %k
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %j
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
