; Buffer atomics on ptr addrspace(8) and <4 x i32> resources (raw and structured forms): add,
; sub, smin, umin, smax, umax, and, or, xor, swap, inc, dec on i32, add and umax on i64, and
; cmpswap, each returning the old value (buffer_atomic_* with glc). 64 work-items per group
; contend on 16 counters; the emulator runs a wave's lanes in order, so kcc's and llc-22's
; objects must leave the same counters and return the same values. Counters past the record
; count return 0 and stay unchanged.
; RUN: %kcc %s -o %t.kcc.o
; RUN: %llc -filetype=obj %s -o %t.llc.o
; RUN: python3 %inputs/backend/values.py %t.ctr 512 32 5
; RUN: python3 -c "import sys; open(sys.argv[1],'wb').write(bytes(256*4*16))" %t.out
; RUN: rm -rf %t.kcc %t.llc && mkdir -p %t.kcc %t.llc
; RUN: %kcc run %t.kcc.o --kernel atomics --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.ctr --arg i32:1984 --out-dir %t.kcc
; RUN: %kcc run %t.llc.o --kernel atomics --grid 256 --block 64 --arg buf:%t.out --arg buf:%t.ctr --arg i32:1984 --out-dir %t.llc
; RUN: cmp %t.kcc/arg0.bin %t.llc/arg0.bin
; RUN: cmp %t.kcc/arg1.bin %t.llc/arg1.bin
; RUN: %kcc %s -S -o - | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: atomics:
; CHECK: buffer_atomic_add {{v[0-9]+}}, {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen glc
; CHECK: buffer_atomic_sub
; CHECK: buffer_atomic_smin
; CHECK: buffer_atomic_umin
; CHECK: buffer_atomic_smax
; CHECK: buffer_atomic_umax
; CHECK: buffer_atomic_and
; CHECK: buffer_atomic_or
; CHECK: buffer_atomic_xor
; CHECK: buffer_atomic_swap
; CHECK: buffer_atomic_inc
; CHECK: buffer_atomic_dec
; CHECK: buffer_atomic_add_x2 v[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 offen offset:{{[0-9]+}} glc
; CHECK: buffer_atomic_umax_x2
; CHECK: buffer_atomic_cmpswap v[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen glc
; Counter block k (16 dwords at 64 * k, k = 0..30, 2048 bytes of `ctr`, the last 64 bytes
; past the record count) for operation k; out[16 * gid + j]: the old value of operation j.
define amdgpu_kernel void @atomics(ptr addrspace(1) %out, ptr addrspace(1) %ctr, i32 %records) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %n64 = zext i32 %records to i64
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %ctr, i16 0, i64 %n64, i32 159744)
  %slot = and i32 %gid, 15
  %off = shl i32 %slot, 2
  %x = mul i32 %gid, 2654435761
  %po = getelementptr [16 x i32], ptr addrspace(1) %out, i32 %gid
  %a0 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 %x, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)
  store i32 %a0, ptr addrspace(1) %po
  %o1 = add i32 %off, 64
  %a1 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.i32(i32 %x, ptr addrspace(8) %r, i32 %o1, i32 0, i32 0)
  %p1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %a1, ptr addrspace(1) %p1
  %o2 = add i32 %off, 128
  %a2 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smin.i32(i32 %x, ptr addrspace(8) %r, i32 %o2, i32 0, i32 0)
  %p2 = getelementptr i32, ptr addrspace(1) %po, i32 2
  store i32 %a2, ptr addrspace(1) %p2
  %o3 = add i32 %off, 192
  %a3 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umin.i32(i32 %x, ptr addrspace(8) %r, i32 %o3, i32 0, i32 0)
  %p3 = getelementptr i32, ptr addrspace(1) %po, i32 3
  store i32 %a3, ptr addrspace(1) %p3
  %o4 = add i32 %off, 256
  %a4 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smax.i32(i32 %x, ptr addrspace(8) %r, i32 %o4, i32 0, i32 0)
  %p4 = getelementptr i32, ptr addrspace(1) %po, i32 4
  store i32 %a4, ptr addrspace(1) %p4
  %o5 = add i32 %off, 320
  %a5 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32 %x, ptr addrspace(8) %r, i32 %o5, i32 0, i32 0)
  %p5 = getelementptr i32, ptr addrspace(1) %po, i32 5
  store i32 %a5, ptr addrspace(1) %p5
  %o6 = add i32 %off, 384
  %a6 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.and.i32(i32 %x, ptr addrspace(8) %r, i32 %o6, i32 0, i32 0)
  %p6 = getelementptr i32, ptr addrspace(1) %po, i32 6
  store i32 %a6, ptr addrspace(1) %p6
  %o7 = add i32 %off, 448
  %a7 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.or.i32(i32 %x, ptr addrspace(8) %r, i32 %o7, i32 0, i32 0)
  %p7 = getelementptr i32, ptr addrspace(1) %po, i32 7
  store i32 %a7, ptr addrspace(1) %p7
  %o8 = add i32 %off, 512
  %a8 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.xor.i32(i32 %x, ptr addrspace(8) %r, i32 %o8, i32 0, i32 0)
  %p8 = getelementptr i32, ptr addrspace(1) %po, i32 8
  store i32 %a8, ptr addrspace(1) %p8
  %o9 = add i32 %off, 576
  %a9 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %x, ptr addrspace(8) %r, i32 %o9, i32 0, i32 0)
  %p9 = getelementptr i32, ptr addrspace(1) %po, i32 9
  store i32 %a9, ptr addrspace(1) %p9
  %o10 = add i32 %off, 640
  %lim = and i32 %gid, 255
  %a10 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32 %lim, ptr addrspace(8) %r, i32 %o10, i32 0, i32 0)
  %p10 = getelementptr i32, ptr addrspace(1) %po, i32 10
  store i32 %a10, ptr addrspace(1) %p10
  %o11 = add i32 %off, 704
  %a11 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32 %lim, ptr addrspace(8) %r, i32 %o11, i32 0, i32 0)
  %p11 = getelementptr i32, ptr addrspace(1) %po, i32 11
  store i32 %a11, ptr addrspace(1) %p11
  ; i64 counters: 8 of them at 768 + 8 * (gid % 8), then at 832.
  %s8 = and i32 %gid, 7
  %q = shl i32 %s8, 3
  %x64 = zext i32 %x to i64
  %x64s = shl i64 %x64, 17
  %o12 = add i32 %q, 768
  %a12 = call i64 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i64(i64 %x64s, ptr addrspace(8) %r, i32 %o12, i32 0, i32 0)
  %a12t = trunc i64 %a12 to i32
  %a12h = lshr i64 %a12, 32
  %a12u = trunc i64 %a12h to i32
  %a12x = xor i32 %a12t, %a12u
  %p12 = getelementptr i32, ptr addrspace(1) %po, i32 12
  store i32 %a12x, ptr addrspace(1) %p12
  %o13 = add i32 %q, 832
  %a13 = call i64 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i64(i64 %x64s, ptr addrspace(8) %r, i32 %o13, i32 0, i32 0)
  %a13t = trunc i64 %a13 to i32
  %a13h = lshr i64 %a13, 32
  %a13u = trunc i64 %a13h to i32
  %a13x = xor i32 %a13t, %a13u
  %p13 = getelementptr i32, ptr addrspace(1) %po, i32 13
  store i32 %a13x, ptr addrspace(1) %p13
  ; cmpswap on a <4 x i32> structured view (16-byte records from 896): replaces a counter
  ; that holds an even value.
  %v = call <4 x i32> @rsrc16(ptr addrspace(1) %ctr, i32 %records)
  %rec = add i32 %slot, 56
  %cur = call i32 @llvm.amdgcn.struct.buffer.load.i32(<4 x i32> %v, i32 %rec, i32 0, i32 0, i32 1)
  %even = and i32 %cur, -2
  %a14 = call i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32 %gid, i32 %even, <4 x i32> %v, i32 %rec, i32 0, i32 0, i32 0)
  %p14 = getelementptr i32, ptr addrspace(1) %po, i32 14
  store i32 %a14, ptr addrspace(1) %p14
  ; Past the record count (byte 1984 on): returns 0, changes nothing.
  %o15 = add i32 %off, 1984
  %a15 = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 1, ptr addrspace(8) %r, i32 %o15, i32 0, i32 0)
  %p15 = getelementptr i32, ptr addrspace(1) %po, i32 15
  store i32 %a15, ptr addrspace(1) %p15
  ret void
}

define internal <4 x i32> @rsrc16(ptr addrspace(1) %p, i32 %bytes) {
  %i = ptrtoint ptr addrspace(1) %p to i64
  %lo = trunc i64 %i to i32
  %h = lshr i64 %i, 32
  %hi = trunc i64 %h to i32
  %hm = and i32 %hi, 65535
  %w1 = or i32 %hm, 1048576
  %n = lshr i32 %bytes, 4
  %v0 = insertelement <4 x i32> poison, i32 %lo, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %w1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %n, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 159744, i32 3
  ret <4 x i32> %v3
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
